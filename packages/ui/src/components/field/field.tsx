import '../../tokens/tokens.css';
import { useId, type ReactNode } from 'react';
import styles from './field.module.css';
import { describedBy, fieldErrorMessage, type FieldState } from './field-state';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { FieldMessages } from './field-messages';

/** Props every labelled form control shares. */
export interface FieldProps {
  /** The visible label, and the control's accessible name. */
  label: ReactNode;
  /** Keep the label for screen readers only (the design shows an icon or placeholder instead). */
  labelHidden?: boolean;
  /** Help text under the control, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** Validation state; `undefined` until the field has been validated. */
  state?: FieldState;
  /** Text after the label of a field that is not required, e.g. "(optional)", already translated. */
  optionalText?: string;
  /** Class of the outer wrapper. */
  className?: string;
}

interface FieldIds {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * Label, control, hint and error laid out the same way for every text-like
 * control. The error is rendered before the hint in `aria-describedby` so it is
 * read first.
 */
export function Field({
  id,
  label,
  labelHidden,
  hint,
  state,
  optionalText,
  className,
  extraDescribedBy,
  children,
}: FieldProps & { id: string | undefined; extraDescribedBy: string | undefined; children: (ids: FieldIds) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? `hs-field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const error = fieldErrorMessage(state);
  const labelContent = (
    <>
      {label}
      {optionalText && <span className={styles.optional}>{optionalText}</span>}
    </>
  );
  return (
    <div className={[styles.field, state?.status === 'valid' && styles.valid, error !== null && styles.invalid, className].filter(Boolean).join(' ')}>
      {labelHidden ? (
        <VisuallyHidden as="label" htmlFor={controlId}>
          {labelContent}
        </VisuallyHidden>
      ) : (
        <label htmlFor={controlId} className={styles.label}>
          {labelContent}
        </label>
      )}
      {children({ controlId, invalid: error !== null, describedBy: describedBy(error !== null && errorId, hint != null && hintId, extraDescribedBy) })}
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} classNames={{ error: styles.error, hint: styles.hint }} />
    </div>
  );
}
