import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import '../../tokens/tokens.css';
import styles from './popover.module.css';

/** Props of {@link Popover}. */
export interface PopoverProps {
  open: boolean;
  /** Called on Escape and on a press outside the panel and its anchor. */
  onClose: (reason: 'escape' | 'outside') => void;
  /** The control that opened it: a press on it is not "outside". */
  anchorRef: RefObject<HTMLElement | null>;
  /** The panel's accessible name. */
  label: string;
  children: ReactNode;
}

/**
 * A non-modal panel under a field (the desktop date and time picker): it does not trap
 * focus (the rest of the form stays reachable), closes on Escape or a press elsewhere,
 * and Escape returns focus to the field.
 */
export function Popover({ open, onClose, anchorRef, label, children }: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      close.current('outside');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, anchorRef]);

  if (!open) return null;
  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-label={label}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        // Only this panel closes, not a dialog the form sits in.
        event.preventDefault();
        event.stopPropagation();
        close.current('escape');
        anchorRef.current?.focus();
      }}
    >
      {children}
    </div>
  );
}
