import '../../tokens/tokens.css';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { loadFocusTrap, loadedFocusTrap, type FocusTrapComponent } from './focus-trap-loader';
import { useBodyScrollLock } from './use-body-scroll-lock';

/**
 * Which visibility test focus-trap (through tabbable) uses to skip hidden
 * elements. `checkVisibility` is exact where it exists; without it, 'full' reads
 * client rects, which an environment without layout (jsdom, some embedded
 * webviews' off-screen documents) reports as empty for everything, making every
 * element "hidden" and the trap unusable. There, treat displayed as visible.
 */
function displayCheck(): 'full-native' | 'full' | 'none' {
  if (typeof Element !== 'undefined' && typeof Element.prototype.checkVisibility === 'function') return 'full-native';
  return document.documentElement.getClientRects().length > 0 ? 'full' : 'none';
}

/** What Tab may reach while the dialog holds focus itself (before the focus trap arrives). */
const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable=""], [contenteditable="true"], [tabindex]';

/**
 * Tab and Shift+Tab inside `panel` while focus-trap-react is still on its way (the first
 * dialog of a page, a few milliseconds; or for good if its chunk failed to load): from the
 * last reachable control back to the first and the other way round, never out of the dialog.
 */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>, panel: HTMLElement) {
  const reachable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert], [hidden]') && (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Props shared by every dialog (Modal, Tray). */
export interface DialogBaseProps {
  /** Whether the dialog is shown. Controlled: the dialog never closes itself, it asks with `onClose`. */
  open: boolean;
  /** Called on Escape, on the close button and (with `closeOnBackdropClick`) on a backdrop click. */
  onClose: () => void;
  /** Close when the dimmed area around the dialog is clicked. Default true. */
  closeOnBackdropClick?: boolean;
  /** Element to focus on open; by default the dialog itself, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

interface DialogShellProps extends DialogBaseProps {
  labelledBy: string;
  describedBy?: string | undefined;
  backdropClassName: string;
  panelClassName: string;
  children: ReactNode;
}

/**
 * Where focus goes when a dialog closes: its opener while that is still in the page; else
 * (a dialog opened by a link on load, `#a=promo&source=…`, where focus was on `<body>`, or an
 * opener that left the page meanwhile) the page's main heading, made focusable from script
 * (`tabindex="-1"`) if it is not, so a keyboard or screen-reader user goes on from the top of
 * the page rather than from `<body>` (docs/decisions/phone-layout-and-text-zoom.md).
 */
export function returnFocusTarget(opener: HTMLElement | null): HTMLElement | null {
  if (opener && opener !== document.body && opener !== document.documentElement && opener.isConnected) return opener;
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * Portal, backdrop, focus trap, Escape, scroll lock and focus return, shared by
 * every dialog so they all behave the same. The focus trap (focus-trap-react) is loaded
 * when the first dialog opens; until it arrives the dialog moves focus in, keeps Tab
 * inside and returns focus itself (docs/decisions/dialog-focus-trap-on-open.md).
 */
export function DialogShell({ open, ...props }: DialogShellProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  closeOnBackdropClick = true,
  initialFocusRef,
  labelledBy,
  describedBy,
  backdropClassName,
  panelClassName,
  children,
}: Omit<DialogShellProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  // The panel as state too: the trap is given it as its container once it is in the page.
  const [panelElement, setPanelElement] = useState<HTMLDivElement | null>(null);
  const setPanel = useCallback((element: HTMLDivElement | null) => {
    panelRef.current = element;
    setPanelElement(element);
  }, []);
  // A click that starts inside the panel and ends on the backdrop (selecting text) must not close.
  const pressStartedOnBackdrop = useRef(false);
  // The element that had focus before the dialog opened (its opener), read on the first
  // render, before anything in the dialog takes focus; focus returns to it on close.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  // Every dialog after the page's first finds the trap already loaded and renders it at once.
  const [Trap, setTrap] = useState<FocusTrapComponent | undefined>(loadedFocusTrap);
  const trapped = Boolean(Trap && panelElement);
  const trappedRef = useRef(trapped);
  useEffect(() => {
    trappedRef.current = trapped;
  }, [trapped]);
  const containerElements = useMemo(() => (panelElement ? [panelElement] : []), [panelElement]);
  useBodyScrollLock(true);

  useEffect(() => {
    if (Trap) return;
    // The gap before the trap arrives: what the trap would do first, done here.
    const element = panelRef.current;
    if (element && !element.contains(document.activeElement)) (initialFocusRef?.current ?? element).focus({ preventScroll: true });
    let mounted = true;
    loadFocusTrap().then(
      (component) => {
        if (mounted) setTrap(() => component);
      },
      // Not loaded (offline): the dialog keeps holding focus itself; the next dialog asks again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Trap, initialFocusRef]);

  // Closed before the trap arrived: nobody else returns focus to the opener.
  useEffect(
    () => () => {
      if (!trappedRef.current) returnFocusTarget(opener)?.focus({ preventScroll: true });
    },
    [opener],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Until the trap is there, Tab stays inside (a nested dialog's keys bubble here through
    // React's portals: only the dialog whose panel holds the target acts).
    if (event.key === 'Tab' && !trapped && !event.defaultPrevented && panelElement?.contains(event.target as Node)) {
      keepTabInside(event, panelElement);
      return;
    }
    // A control that handled Escape itself (a combobox closing its list) marks it handled.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Only the innermost dialog closes: React events bubble through portals to outer dialogs.
    event.stopPropagation();
    onClose();
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdropClick) onClose();
  };

  return (
    // The backdrop is a pointer convenience only; keyboard users have Escape and the close button.
    <div className={backdropClassName} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={setPanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={panelClassName}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
      {Trap && panelElement && (
        <Trap
          containerElements={containerElements}
          focusTrapOptions={{
            // Also runs when a nested dialog closes and this trap resumes: keep the focus the
            // nested dialog returned to its opener in here, rather than jumping to the top.
            initialFocus: () => {
              const panel = panelRef.current;
              const active = document.activeElement;
              if (panel && active instanceof HTMLElement && active !== panel && panel.contains(active)) return active;
              return initialFocusRef?.current ?? panel ?? false;
            },
            fallbackFocus: () => panelRef.current ?? document.body,
            escapeDeactivates: false,
            clickOutsideDeactivates: false,
            allowOutsideClick: closeOnBackdropClick,
            returnFocusOnDeactivate: true,
            // The trap starts after focus moved in when it arrived late: return to the opener
            // (or the page's main heading when there is none, returnFocusTarget).
            setReturnFocus: (previous) => returnFocusTarget(opener) ?? previous,
            preventScroll: true,
            tabbableOptions: { displayCheck: displayCheck() },
          }}
        />
      )}
    </div>
  );
}
