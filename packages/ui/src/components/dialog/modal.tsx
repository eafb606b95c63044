import '../../tokens/tokens.css';
import { useId, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { DialogShell, type DialogBaseProps } from './dialog-shell';
import { CloseIcon } from './icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** Width of a framed {@link Modal}: 400, 560 or 800 px at most. */
export type ModalSize = 'sm' | 'md' | 'lg';

/** Props of {@link Modal}. */
export interface ModalProps extends DialogBaseProps {
  /** Heading of the dialog, and its accessible name (`aria-labelledby`). */
  title: ReactNode;
  /** Keep the title for screen readers only (a design with an illustrated header). */
  titleHidden?: boolean;
  /** Accessible name of the × button, already translated (e.g. "Close"). */
  closeLabel: string;
  /** Sub-heading under the title, read as the dialog's description (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (buttons). */
  footer?: ReactNode;
  /** Cover the whole viewport without a frame (the find-a-space modal). */
  fullScreen?: boolean;
  size?: ModalSize;
  /** Class of the dialog panel. */
  className?: string;
}

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its title; focus is
 * trapped inside and returns to the opener on close; Escape, the × button and a
 * backdrop click (unless turned off) call `onClose`; the page does not scroll
 * behind it. Accessible name: `title`.
 */
export function Modal({ title, titleHidden = false, closeLabel, description, children, footer, fullScreen = false, size = 'md', className, ...dialogProps }: ModalProps) {
  const id = useId();
  const titleId = `hs-modal-title-${id}`;
  const descriptionId = `hs-modal-description-${id}`;
  return (
    <DialogShell
      {...dialogProps}
      labelledBy={titleId}
      describedBy={description != null ? descriptionId : undefined}
      backdropClassName={fullScreen ? `${styles.backdrop} ${styles.fullScreenBackdrop}` : styles.backdrop}
      panelClassName={[styles.panel, fullScreen ? styles.fullScreen : styles[size], className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        {titleHidden ? (
          <>
            <VisuallyHidden as="h2" id={titleId}>
              {title}
            </VisuallyHidden>
            {/* Keeps the × at the end of the row. */}
            <span className={styles.title} />
          </>
        ) : (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <button type="button" className={styles.iconButton} aria-label={closeLabel} onClick={dialogProps.onClose}>
          <CloseIcon />
        </button>
      </div>
      {description != null && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div className={styles.body}>{children}</div>
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </DialogShell>
  );
}
