import '../../tokens/tokens.css';
import type { ButtonHTMLAttributes, Ref } from 'react';
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
   * Busy: the button is disabled, shows a spinner and has `aria-busy`, and keeps its
   * label as its accessible name (the label is only hidden on screen).
   */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The product's button. Accessible name: its children (or `aria-label` for an icon-only button).
 */
export function Button({ variant, size, fullWidth, className, type = 'button', loading = false, disabled, children, ref, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth, className: [loading && styles.loading, className].filter(Boolean).join(' ') })}
    >
      <span className={styles.label}>{children}</span>
      {loading && <SpinnerGlyph className={styles.spinner} />}
    </button>
  );
}
