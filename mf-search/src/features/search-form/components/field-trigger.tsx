import type { Ref } from 'react';
import styles from './search-form.module.css';

/** Props of {@link FieldTrigger}. */
export interface FieldTriggerProps {
  id: string;
  label: string;
  /** The field's value, or the placeholder when it has none. */
  value: string;
  empty: boolean;
  error?: string | null;
  onOpen: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  focused: boolean;
}

/**
 * A field as phones show it: read-only, its value on a button that opens the field's
 * bottom tray. The error stays beside it, so a marked field is visible without opening.
 */
export function FieldTrigger({ id, label, value, empty, error, onOpen, buttonRef, focused }: FieldTriggerProps) {
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.triggerField} data-state={focused ? 'focused' : 'read-only'}>
      <span id={labelId} className={styles.fieldLabel}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className={[styles.trigger, empty && styles.triggerEmpty, error && styles.inputInvalid].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onClick={onOpen}
      >
        <span id={valueId}>{value}</span>
      </button>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
