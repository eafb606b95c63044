import { parseLocalePath } from '@hourspace/i18n';
import { buttonClassName, Select } from '@hourspace/ui';
import type { HostSpace } from '@hourspace/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import cardStyles from '../../../components/cards.module.css';
import { useSession } from '../../../events/session';

/** Whether the signed-in person hosts. */
export function useIsHost(): boolean {
  const session = useSession();
  return session?.navState === 'NAV_LOGGED_IN_HOST' || session?.profile?.is_host === true;
}

/** The site path under the page's locale prefix. */
export function localHref(path: string): string {
  const prefix = parseLocalePath(window.location.pathname).prefix;
  return `${prefix ? `/${prefix}` : ''}${path}`;
}

/** The host pages are for hosts: a guest is told how to become one, with a link to `/host`. */
export function HostGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mf-account');
  if (useIsHost()) return <>{children}</>;
  return (
    <section className={cardStyles.section} aria-labelledby="hosting-host-only-title">
      <h2 id="hosting-host-only-title" className={cardStyles.sectionTitle}>
        {t('hosting.hostOnly.title')}
      </h2>
      <p>{t('hosting.hostOnly.body')}</p>
      <p>
        <a className={buttonClassName()} href={localHref('/host')}>
          {t('hosting.hostOnly.cta')}
        </a>
      </p>
    </section>
  );
}

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
