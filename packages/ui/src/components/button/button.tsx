import '../../tokens/tokens.css';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import styles from './button.module.css';
import { SpinnerGlyph } from '../spinner/spinner';

/** Visual weight of a {@link Button}. `link` looks like a text link but is a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

/** Height and text size of a {@link Button}; `md` is 44 px, the minimum touch target. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Options of {@link buttonClassName}. */
export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/**
 * Class names of a button look, for an element that must stay a link (`<a href>`)
 * but should look like a {@link Button}.
 */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false, className }: ButtonStyleOptions = {}): string {
  return [styles.root, styles[variant], styles[size], fullWidth && styles.fullWidth, className].filter(Boolean).join(' ');
}

/** Props of {@link Button}: every native button attribute plus these. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>, ButtonStyleOptions {
  /** Defaults to `button`, so a button inside a form never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Busy: the button shows a spinner, has `aria-busy` and `aria-disabled`, ignores clicks
   * (and so never submits its form), and keeps its label as its accessible name (the label
   * is only hidden on screen). It is not natively `disabled`: a focused button keeps its
   * focus while busy and after, so a keyboard user is not dropped to `<body>`.
   */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The product's button. Accessible name: its children (or `aria-label` for an icon-only button).
 * Focus rule of the design system: a busy button stays focusable (see {@link ButtonProps.loading}).
 */
export function Button({ variant, size, fullWidth, className, type = 'button', loading = false, disabled, children, ref, onClick, ...rest }: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Busy: no second submit, no handler (Enter in a field "clicks" the default button too).
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      onClick={click}
      disabled={(disabled && !loading) || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth, className: [loading && styles.loading, className].filter(Boolean).join(' ') })}
    >
      <span className={styles.label}>{children}</span>
      {loading && <SpinnerGlyph className={styles.spinner} />}
    </button>
  );
}
