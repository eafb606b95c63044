import { PopularActivitiesModal } from '../features/activities/components/popular-activities-modal';
import { SearchModal } from '../features/search-form/components/search-modal';

/**
 * The on-demand `search-modal` application: the find-a-space modal (`search:open`) and the
 * popular-activities modal (`search:activities`), each listening from the first render.
 */
export function ModalRoot() {
  return (
    <>
      <SearchModal />
      <PopularActivitiesModal />
    </>
  );
}
