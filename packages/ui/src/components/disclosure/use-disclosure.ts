import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type FocusEvent } from 'react';

/**
 * A disclosure (the WAI-ARIA "disclosure navigation" pattern: a button that shows and
 * hides a panel of links), the shape a dropdown menu of links takes. It closes on
 * Escape (focus back on its button), on a press outside, and when focus leaves it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const baseId = `hs-disclosure-${useId()}`;
  const panelId = `${baseId}-panel`;
  const buttonId = `${baseId}-button`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so an enclosing dialog (the slide-in menu) stays open.
    event.stopPropagation();
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    // Focus moved to nothing (a click on empty page): the mousedown handler decides.
    if (next !== null) setOpen(false);
  };

  return {
    open,
    setOpen,
    close,
    rootProps: { ref: rootRef, onKeyDown, onBlur },
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
