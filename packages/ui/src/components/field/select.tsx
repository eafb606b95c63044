import '../../tokens/tokens.css';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { Field, type FieldProps } from './field';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: every native select attribute plus the field props. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple' | 'size'>, FieldProps {
  /** The choices; `children` (`<option>`/`<optgroup>`) may be used instead or as well. */
  options?: readonly SelectOption[];
  /** Text of an empty first choice that cannot be picked back ("Choose a country"), already translated. */
  placeholder?: string;
  children?: ReactNode;
  /** Class of the `<select>` itself (`className` styles the wrapper). */
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native `<select>` (the platform picker is the most usable one on phones)
 * with label, hint and the same validation states as {@link TextField}.
 * Accessible name: `label`.
 */
export function Select({ selectClassName, options, placeholder, children, ref, ...props }: SelectProps) {
  return (
    <Field props={props}>
      {(control, selectProps) => {
        // Uncontrolled with a placeholder: start on the placeholder rather than the first real choice.
        const startOnPlaceholder = placeholder !== undefined && selectProps.value === undefined && selectProps.defaultValue === undefined;
        return (
          <select
            {...selectProps}
            {...(startOnPlaceholder ? { defaultValue: '' } : {})}
            ref={ref}
            {...control}
            className={selectClassName ? `${styles.control} ${selectClassName}` : styles.control}
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
        );
      }}
    </Field>
  );
}
