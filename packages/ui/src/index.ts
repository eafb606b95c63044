/**
 * @hourspace/ui, the design system every remote uses: tokens, media helpers and
 * accessible React components. Every user-visible string is a prop (the apps
 * translate); styles are CSS Modules, so nothing leaks between remotes.
 *
 * The `--hs-*` custom properties the components read are loaded with this entry
 * (they style nothing by themselves). `@hourspace/ui/reset.css` is an optional
 * page reset for the shell; `@hourspace/ui/tokens.css` is the tokens alone.
 */
// Every component imports tokens.css itself: an import here would be dropped by
// tree-shaking whenever a remote imports only named exports (sideEffects).

/** Token constants (spacing, breakpoints, colours, radii, z-index layers, durations, carousel behaviour) and `var(--hs-…)` references. */
export { spacing, breakpoints, colors, radii, zIndex, fontSizes, fonts, durations, carouselDefaults, cssCustomProperties, vars, type BreakpointName } from './tokens/tokens';
/** Media query strings for a breakpoint, and the reduced-motion query. */
export { mediaUp, mediaDown, prefersReducedMotion } from './tokens/media';
/** Whether a media query matches, safe on a server and in jsdom. */
export { useMediaQuery } from './tokens/use-media-query';

/** Screen-reader-only content. */
export { VisuallyHidden, type VisuallyHiddenProps } from './components/visually-hidden/visually-hidden';
/** Busy indicator with `role="status"`. */
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner/spinner';
/** Buttons, and button looks for links. */
export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize, type ButtonStyleOptions } from './components/button/button';

/** The validation state every field shows: valid, invalid with message, optional-and-empty. */
export { fieldErrorMessage, type FieldState } from './components/field/field-state';
/** Props shared by TextField and Select. */
export type { FieldProps } from './components/field/field';
/** Labelled text input. */
export { TextField, type TextFieldProps } from './components/field/text-field';
/** Labelled native select. */
export { Select, type SelectProps, type SelectOption } from './components/field/select';
/** Labelled checkbox. */
export { Checkbox, type CheckboxProps } from './components/field/checkbox';

/** Modal dialog with focus trap, Escape, backdrop, scroll lock and focus return. */
export { Modal, type ModalProps, type ModalSize } from './components/dialog/modal';
/** Props shared by Modal and Tray. */
export type { DialogBaseProps } from './components/dialog/dialog-shell';
/** Starts loading dialogs' focus trap on intent (a pointer over or focus on an opener); it otherwise loads as the first dialog opens. */
export { prepareDialog } from './components/dialog/focus-trap-loader';
/** Mobile bottom sheet with sub-screens. */
export { Tray, type TrayProps, type TrayScreen, type SingleScreenTrayProps, type MultiScreenTrayProps } from './components/dialog/tray';
/** Page scroll lock that nests and restores (also for the slide-in menu). */
export { useBodyScrollLock, lockBodyScroll } from './components/dialog/use-body-scroll-lock';

/** Accessible keen-slider carousel with autoplay, hover select and lazy slides. */
export { Carousel, type CarouselProps, type SlideInfo, type RotationLabels, type RoleDescriptions } from './components/carousel/carousel';
/** Fixed or responsive slides-per-view. */
export type { SlidesPerView } from './components/carousel/carousel-math';

/** Avatar picker with idle / error / set states. */
export { AvatarUpload, AVATAR_ACCEPT, type AvatarUploadProps, type AvatarUploadState } from './components/avatar-upload/avatar-upload';

/** Image with a BlurHash placeholder and a reserved box. */
export { BlurhashImage, type BlurhashImageProps } from './components/blurhash-image/blurhash-image';
/** BlurHash to a small data URL (for CSS backgrounds). */
export { blurHashToDataUrl } from './components/blurhash-image/blurhash-to-data-url';

/** A button that shows and hides a panel of links (WAI-ARIA disclosure): Escape, a press outside or focus leaving closes it. */
export { useDisclosure } from './components/disclosure/use-disclosure';

/** Text input with a list of suggestions (WAI-ARIA combobox): arrows, Enter, Escape, the count announced. */
export { Combobox, type ComboboxProps, type ComboboxOption } from './components/combobox/combobox';
/** Non-modal panel under a field: closes on Escape (focus back to the field) or a press outside. */
export { Popover, type PopoverProps } from './components/popover/popover';
/** A month of days to pick one from, past days disabled, arrow keys across months. */
export { Calendar, type CalendarProps, type CalendarLabels } from './components/calendar/calendar';

/** A page's localised `document.title` ("… · Hourspace"), set by every route's page; rendered to HTML, given to the renderer's sink. */
export { PRODUCT_NAME, pageTitle, setPageTitle, usePageTitle, PageTitleSinkContext, type PageTitleSink } from './components/page/page-title';
/** Focus to a page's heading after an in-page navigation (not on the document's first page). */
export { usePageHeadingFocus, isFirstPageOfDocument } from './components/page/heading-focus';
/** The page's first focusable element, to the main region. */
export { SkipLink, type SkipLinkProps } from './components/page/skip-link';
/** `aria-current="page"` for links to the page shown, and the page's path kept current. */
export { useAriaCurrent, ariaCurrentFor, useCurrentPathname, useCurrentUrl } from './components/page/current-page';

// Work that can wait for the page to load and the browser to be idle (carousels, the auth modal host's gate).
export { whenIdleAfterLoad, IDLE_TIMEOUT_MS, NO_IDLE_DELAY_MS } from './lib/idle';
// Content rendered only once it may be seen (the home page's sections below the first view).
export { useNearViewport, NEAR_VIEWPORT_MARGIN, NEAR_VIEWPORT_EVENTS } from './lib/near-viewport';
export { useHydrated, useStoreAfterHydration } from './lib/hydration';
// A tray's heavy content after the paint of the press that opened it.
export { useShownAfterPaint } from './lib/after-paint';

/** Card entry on the provider's origin (Stripe.js's card element) and saving a card, for every remote that takes cards (docs/decisions/checkout-panel.md). */
export { CardEntryField, type CardEntryFieldProps, type CardEntryHandle, type CardEntryLabels } from './payments/card-entry';
export { cardBrandName, cardElementMessage, cardEntryMessage, cardRefusalMessage, EMPTY_CARD_ELEMENT, type CardElementState, type CardMessages } from './payments/card-messages';
export { CardRefusedError, saveCardWithSetupIntent, type CardEntry, type CardSetupCalls } from './payments/save-card';
export { loadStripe, loadStripeScript, resetStripeLoader, StripeLoadError, stripeLocaleOf, type StripeChannel, type StripeLocale } from './payments/load-stripe';
