import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The add-space wizard's step forms, which the listing edit view of `/mylistings` uses too. A
 * feature does not import another (docs/decisions/remote-skeleton.md), so they are passed in
 * here, and fetched only when the edit view opens (docs/decisions/my-listings-page.md).
 */
const loadStepForms = () => import('../features/add-space/components/step-forms').then((module) => module.STEP_FORMS);
/** The wizard's photo manager, for a published listing's photos in the same edit view (docs/decisions/listing-wizard.md). */
const loadPhotoManager = () => import('../features/add-space/components/photo-manager').then((module) => module.PhotoManager);

/**
 * Page name (the `page` of a route in this remote's registry entry) → its component,
 * loaded on demand so a page's code is fetched only where it is shown. A name not in the
 * map renders the title frame (`Root`).
 */
export const PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  profile: lazy(() => import('../features/profile/components/profile-page').then((module) => ({ default: module.ProfilePage }))),
  payments: lazy(() => import('../features/payments/components/payments-page').then((module) => ({ default: module.PaymentsPage }))),
  host: lazy(() => import('../features/payout/components/payout-host-page').then((module) => ({ default: module.PayoutHostPage }))),
  methods: lazy(() => import('../features/payout/components/payout-methods-page').then((module) => ({ default: module.PayoutMethodsPage }))),
  verify: lazy(() => import('../features/payout/components/payout-verify-page').then((module) => ({ default: module.PayoutVerifyPage }))),
  bookings: lazy(() => import('../features/bookings/components/bookings-page').then((module) => ({ default: module.BookingsPage }))),
  inbox: lazy(() => import('../features/inbox/components/inbox-page').then((module) => ({ default: module.InboxPage }))),
  reviews: lazy(() => import('../features/reviews/components/reviews-page').then((module) => ({ default: module.ReviewsPage }))),
  'add-space': lazy(() => import('../features/add-space/components/add-space-page').then((module) => ({ default: module.AddSpacePage }))),
  mylistings: lazy(() =>
    import('../features/hosting/components/listings-page').then(({ ListingsPage }) => ({
      default: function MyListingsPage() {
        return <ListingsPage loadStepForms={loadStepForms} loadPhotoManager={loadPhotoManager} />;
      },
    })),
  ),
  calendar: lazy(() => import('../features/hosting/components/calendar-page').then((module) => ({ default: module.CalendarPage }))),
  addons: lazy(() => import('../features/hosting/components/add-ons-page').then((module) => ({ default: module.AddOnsPage }))),
  boards: lazy(() => import('../features/boards/components/boards-page').then((module) => ({ default: module.BoardsPage }))),
  board: lazy(() => import('../features/boards/components/board-page').then((module) => ({ default: module.BoardPage }))),
};
