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
export function TextField({ inputClassName, ref, ...props }: TextFieldProps) {
  return (
    <Field props={props}>
      {(control, inputProps) => <input type="text" {...inputProps} ref={ref} {...control} className={inputClassName ? `${styles.control} ${inputClassName}` : styles.control} />}
    </Field>
  );
}
