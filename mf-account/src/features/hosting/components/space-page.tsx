import type { HostSpace } from '@hourspace/api-client';
import { useShellServices } from '@hourspace/remote';
import { Select } from '@hourspace/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card';
import { useIsHost } from '../../../components/host-only';
import { Skeleton } from '../../../components/skeleton';
import { useHostSpacesQuery } from '../api/hosting';
import styles from './hosting.module.css';

/** The space named by ?space= when it is one of the host's, else the first. */
export function chosenSpace(spaces: HostSpace[], search: string = window.location.search): HostSpace | undefined {
  const wanted = Number(new URLSearchParams(search).get('space'));
  return spaces.find((s) => s.id === wanted) ?? spaces[0];
}

/** Writes ?space= into the address without a reload, so a reload or a shared link opens the same space. */
export function rememberSpace(id: number): void {
  const url = new URL(window.location.href);
  url.searchParams.set('space', String(id));
  window.history.replaceState(window.history.state, '', url.toString());
}

/** The host's space to work on. */
export function SpacePicker({ spaces, value, onChange }: { spaces: HostSpace[]; value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation('mf-account');
  return (
    <Select
      label={t('hosting.space')}
      name="space"
      value={String(value)}
      options={spaces.map((s) => ({ value: String(s.id), label: s.title }))}
      onChange={(event) => {
        const id = Number(event.target.value);
        rememberSpace(id);
        onChange(id);
      }}
    />
  );
}

/**
 * A host page that works on one space at a time (the calendar, the add-ons): the picker of the
 * host's spaces and `children` of the chosen one, or the loading, error and no-space states.
 */
export function SpacePage({ children }: { children: (space: HostSpace, locale: string) => ReactNode }) {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const spaces = useHostSpacesQuery(useIsHost());
  const [spaceId, setSpaceId] = useState<number | null>(null);
  if (spaces.isPending) return <Skeleton />;
  if (spaces.isError) return <ErrorCard onRetry={() => void spaces.refetch()} retrying={spaces.isFetching} />;
  const space = spaceId !== null ? spaces.data.find((s) => s.id === spaceId) : chosenSpace(spaces.data);
  if (!space) return <p>{t('hosting.listings.empty')}</p>;
  return (
    <div className={styles.page}>
      <SpacePicker spaces={spaces.data} value={space.id} onChange={setSpaceId} />
      {children(space, locale)}
    </div>
  );
}
