import '../../tokens/tokens.css';
import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
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
 * Portal, backdrop, focus trap, Escape, scroll lock and focus return, shared by
 * every dialog so they all behave the same.
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
  // A click that starts inside the panel and ends on the backdrop (selecting text) must not close.
  const pressStartedOnBackdrop = useRef(false);
  useBodyScrollLock(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
      <FocusTrap
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
          preventScroll: true,
          tabbableOptions: { displayCheck: displayCheck() },
        }}
      >
        <div
          ref={panelRef}
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
      </FocusTrap>
    </div>
  );
}
