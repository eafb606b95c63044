import { Modal } from '@hourspace/ui';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listenForSearchRequests, useSearchModalStore } from '../../../events/search-requests';
import { SearchForm } from './search-form';

/** Removes `#a=search` from the address, so the same link opens the modal again later. */
function clearSearchHash(): void {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  if (params.get('a') !== 'search') return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

/**
 * The find-a-space modal (`#a=search`): the whole viewport, the same search form as the
 * hero. It opens on `search:open`.
 */
export function SearchModal() {
  const { t } = useTranslation('mf-search');
  const open = useSearchModalStore((s) => s.open);
  const close = useSearchModalStore((s) => s.close);
  // The bus keeps `search:open` until this handler subscribes (the shell activates this
  // application when one waits); a layout effect takes it before the first paint.
  useLayoutEffect(() => listenForSearchRequests(), []);

  const onClose = () => {
    close();
    clearSearchHash();
  };
  return (
    <Modal open={open} onClose={onClose} fullScreen title={t('modal.title')} closeLabel={t('close')}>
      <SearchForm variant="modal" autoFocus onSearched={onClose} />
    </Modal>
  );
}
