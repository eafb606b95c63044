import '../../tokens/tokens.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { DialogShell, type DialogBaseProps } from './dialog-shell';
import { BackIcon, CloseIcon } from './icons';

/** One screen of a {@link Tray}. */
export interface TrayScreen<S extends string = string> {
  /** Heading shown at the top while this screen is on, and the tray's accessible name then. */
  title: ReactNode;
  content: ReactNode;
  /** The screen the back button returns to; a screen without one (the main screen) has no back button. */
  back?: S;
  /** Actions row at the bottom of this screen. */
  footer?: ReactNode;
}

interface TrayCommonProps extends DialogBaseProps {
  /** Accessible name of the × button, already translated (e.g. "Close"). */
  closeLabel: string;
  /** Class of the sheet. */
  className?: string;
}

/** A tray with one screen. */
export interface SingleScreenTrayProps extends TrayCommonProps {
  /** Heading of the tray, and its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A tray with sub-screens (the date tray: main, date, startTime, endTime). */
export interface MultiScreenTrayProps<S extends string> extends TrayCommonProps {
  /** Every screen, by key. */
  screens: Readonly<Record<S, TrayScreen<S>>>;
  /** The screen shown now. Controlled: a back press asks with `onScreenChange`. */
  screen: S;
  onScreenChange: (screen: S) => void;
  /** Accessible name of the back button, already translated (e.g. "Back"). */
  backLabel: string;
}

/** Props of {@link Tray}: either one screen (`title`, `children`) or several (`screens`, `screen`). */
export type TrayProps<S extends string = string> = SingleScreenTrayProps | MultiScreenTrayProps<S>;

function isMultiScreen<S extends string>(props: TrayProps<S>): props is MultiScreenTrayProps<S> {
  return 'screens' in props;
}

/**
 * A mobile bottom sheet. Behaves like {@link Modal} (dialog role, focus trap,
 * Escape, backdrop, scroll lock, focus return) and can switch between
 * sub-screens with a back button; on a switch, focus moves to the new screen's
 * title so screen readers announce it. Accessible name: the current title.
 */
export function Tray<S extends string>(props: TrayProps<S>) {
  const id = useId();
  const titleId = `hs-tray-title-${id}`;
  const titleRef = useRef<HTMLHeadingElement>(null);

  let screenKey: string | null = null;
  let current: { title: ReactNode; content: ReactNode; footer?: ReactNode; back?: S | undefined };
  if (isMultiScreen(props)) {
    const requested = props.screens[props.screen] as TrayScreen<S> | undefined;
    const fallbackKey = Object.keys(props.screens)[0] as S | undefined;
    if (requested === undefined) {
      console.error(`[@hourspace/ui] Tray: no screen "${String(props.screen)}" in screens (${Object.keys(props.screens).join(', ')}); showing "${String(fallbackKey)}".`);
    }
    screenKey = requested ? props.screen : (fallbackKey ?? null);
    current = requested ?? (fallbackKey !== undefined ? props.screens[fallbackKey] : { title: null, content: null });
  } else {
    current = { title: props.title, content: props.children, footer: props.footer };
  }

  // Focus the new title when the screen changes (not on first open: the trap focuses the sheet).
  const shownScreen = useRef(screenKey);
  useEffect(() => {
    if (shownScreen.current !== screenKey) {
      shownScreen.current = screenKey;
      titleRef.current?.focus();
    }
  }, [screenKey]);

  const { open, onClose, closeOnBackdropClick, initialFocusRef, closeLabel, className } = props;
  const back = isMultiScreen(props) && current.back !== undefined ? { to: current.back, label: props.backLabel, go: props.onScreenChange } : null;

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      closeOnBackdropClick={closeOnBackdropClick}
      initialFocusRef={initialFocusRef}
      labelledBy={titleId}
      backdropClassName={`${styles.backdrop} ${styles.trayBackdrop}`}
      panelClassName={[styles.panel, styles.tray, className].filter(Boolean).join(' ')}
    >
      <div className={styles.handle} aria-hidden="true" />
      <div className={styles.header}>
        {back && (
          <button type="button" className={styles.iconButton} aria-label={back.label} onClick={() => back.go(back.to)}>
            <BackIcon className={styles.backIcon} />
          </button>
        )}
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.trayTitle}>
          {current.title}
        </h2>
        <button type="button" className={styles.iconButton} aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{current.content}</div>
      {current.footer != null && <div className={styles.footer}>{current.footer}</div>}
    </DialogShell>
  );
}
