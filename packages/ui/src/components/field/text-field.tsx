import '../../tokens/tokens.css';
import type { InputHTMLAttributes, Ref } from 'react';
import styles from './field.module.css';
import { Field, type FieldProps } from './field';

/** Props of {@link TextField}: every native input attribute (`onBlur` for validate-on-blur, `type`, `autoComplete` …) plus the field props. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'>, FieldProps {
  /** Class of the `<input>` itself (`className` styles the wrapper). */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with hint and validation state. An invalid state sets
 * `aria-invalid` and ties its message with `aria-describedby`.
 * Accessible name: `label`.
 */
export function TextField({
  id,
  label,
  labelHidden,
  hint,
  state,
  optionalText,
  className,
  inputClassName,
  ref,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field id={id} label={label} labelHidden={labelHidden} hint={hint} state={state} optionalText={optionalText} className={className} extraDescribedBy={extraDescribedBy}>
      {({ controlId, invalid, describedBy }) => (
        <input
          type="text"
          {...inputProps}
          ref={ref}
          id={controlId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClassName ? `${styles.control} ${inputClassName}` : styles.control}
        />
      )}
    </Field>
  );
}
