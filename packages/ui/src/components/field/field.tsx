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

/** The props `Field` lays out: the field's own and the ids the control is tied to. */
type FieldFrameProps = FieldProps & { id?: string; 'aria-describedby'?: string };

/** What the control needs from its field: its id, and its validity and descriptions for assistive technology. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, control, hint and error laid out the same way for every text-like
 * control. The error is rendered before the hint in `aria-describedby` so it is
 * read first. `props` are the control's props: `Field` takes the field's own and
 * hands `children` the rest, with the control's ids.
 */
export function Field<P extends FieldFrameProps>({ props, children }: { props: P; children: (control: ControlProps, rest: Omit<P, keyof FieldFrameProps>) => ReactNode }) {
  const { id, label, labelHidden, hint, state, optionalText, className, 'aria-describedby': extraDescribedBy, ...rest } = props;
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
      {children(
        { id: controlId, 'aria-invalid': error !== null || undefined, 'aria-describedby': describedBy(error !== null && errorId, hint != null && hintId, extraDescribedBy) },
        rest,
      )}
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} classNames={{ error: styles.error, hint: styles.hint }} />
    </div>
  );
}
