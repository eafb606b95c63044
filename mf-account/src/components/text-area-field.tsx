import type { FieldState } from '@hourspace/ui';
import { useId } from 'react';
import styles from './text-area-field.module.css';

/**
 * A labelled textarea with its hint and, when invalid, its message under it (the design
 * system has no textarea field). Bind it with `form.control(name, value, setValue)`.
 */
export function TextAreaField({
  label,
  hint,
  name,
  value,
  state,
  required,
  disabled,
  tall = false,
  onChange,
  onBlur,
}: {
  label: string;
  hint: string;
  name: string;
  value: string;
  state: FieldState | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Ten lines' height instead of seven, for a long text. */
  tall?: boolean;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const message = state?.status === 'invalid' ? state.message : null;
  return (
    <>
      <label htmlFor={`${id}-field`} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <textarea
        id={`${id}-field`}
        name={name}
        className={tall ? `${styles.textarea} ${styles.tall}` : styles.textarea}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={onChange}
        onBlur={onBlur}
      />
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </>
  );
}
