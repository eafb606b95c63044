import '../../tokens/tokens.css';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';
import { describedBy, fieldErrorMessage, type FieldState } from './field-state';
import { FieldMessages } from './field-messages';

/** Props of {@link Checkbox}: every native checkbox attribute plus these. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children'> {
  /** The label beside the box (may hold links, e.g. to the terms), and its accessible name. */
  label: ReactNode;
  /** Help text under the label, tied with `aria-describedby`. */
  hint?: ReactNode;
  /** Validation state, e.g. the terms box left unticked. */
  state?: FieldState;
  /** Class of the outer wrapper. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label to the right, hint, and the field states.
 * Accessible name: `label`.
 */
export function Checkbox({ id, label, hint, state, className, ref, 'aria-describedby': extraDescribedBy, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? `hs-checkbox-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const error = fieldErrorMessage(state);
  return (
    <div className={[styles.field, state?.status === 'valid' && styles.valid, error !== null && styles.invalid, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          {...inputProps}
          ref={ref}
          type="checkbox"
          id={controlId}
          aria-invalid={error !== null || undefined}
          aria-describedby={describedBy(error !== null && errorId, hint != null && hintId, extraDescribedBy)}
          className={styles.checkbox}
        />
        <label htmlFor={controlId} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} classNames={{ error: styles.error, hint: styles.hint }} />
    </div>
  );
}
