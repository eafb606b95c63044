import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import '../../tokens/tokens.css';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './combobox.module.css';

/** One suggestion of a {@link Combobox}. */
export interface ComboboxOption {
  key: string;
  label: string;
  /** A second, quieter line (the activity's kind, the place's region). */
  detail?: string | null;
}

/** Props of {@link Combobox}. */
export interface ComboboxProps<O extends ComboboxOption> {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (text: string) => void;
  options: readonly O[];
  onSelect: (option: O) => void;
  /** The field's error message, already translated; marks the input invalid. */
  error?: string | null;
  /** Shown in place of the list while suggestions load. */
  loadingText?: string | null;
  /** Shown when the person typed something and nothing matches. */
  emptyText?: string | null;
  /** Read to screen readers when the list changes ("5 suggestions"). */
  countText: (count: number) => string;
  /** The list always shows under the input (inside a tray) instead of popping over the page. */
  inline?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra content after the input (a clear button). */
  adornment?: ReactNode;
  /** Whether the form is showing this field as the one being edited. */
  focused: boolean;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox, list autocomplete): arrows
 * move through the list, Enter picks, Escape closes the list (and only the list: the
 * dialog around it stays open), and the count of suggestions is announced. Every text
 * (label, placeholder, messages, the count) is a prop: the apps translate.
 */
export function Combobox<O extends ComboboxOption>({
  id,
  label,
  placeholder,
  value,
  onValueChange,
  options,
  onSelect,
  error,
  loadingText,
  emptyText,
  countText,
  inline = false,
  onFocus,
  onBlur,
  autoFocus,
  inputRef,
  adornment,
  focused,
}: ComboboxProps<O>) {
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const statusId = useId();
  const [open, setOpen] = useState(inline);
  const [highlight, setHighlight] = useState(-1);
  const showList = (inline || open) && options.length > 0;
  const message = loadingText ?? (value.trim() !== '' && options.length === 0 ? emptyText : null) ?? null;

  // A new list starts with nothing highlighted: Enter then submits the form as typed.
  const optionKeys = options.map((o) => o.key).join('\u0000');
  useEffect(() => setHighlight(-1), [optionKeys]);

  const pick = (option: O) => {
    onSelect(option);
    if (!inline) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((h) => (h === -1 && step === -1 ? options.length - 1 : (h + step + options.length) % options.length));
    } else if (event.key === 'Enter' && showList && highlight >= 0) {
      const option = options[highlight];
      if (option) {
        event.preventDefault();
        pick(option);
      }
    } else if (event.key === 'Escape' && showList && !inline) {
      // Handled here: the dialog this field may sit in must not close as well.
      event.preventDefault();
      setOpen(false);
      setHighlight(-1);
    }
  };

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget instanceof Node && document.getElementById(listId)?.contains(event.relatedTarget)) return;
    if (!inline) setOpen(false);
    onBlur?.();
  };

  const activeOption = showList && highlight >= 0 ? `${id}-option-${highlight}` : undefined;
  return (
    <div className={[styles.root, inline && styles.inline].filter(Boolean).join(' ')} data-state={focused ? 'focused' : 'read-only'}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          // The on-screen keyboard of a phone autofocuses the tray's input; elsewhere the person's click does.
          autoFocus={autoFocus}
          className={[styles.input, error && styles.inputInvalid].filter(Boolean).join(' ')}
          placeholder={placeholder}
          value={value}
          maxLength={100}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
          }}
          // Focus alone (Tab, a dialog's first field) leaves the list closed, so one Escape still
          // closes a dialog around it; a press, typing or ArrowDown opens it (WAI-ARIA combobox).
          onFocus={() => onFocus?.()}
          onMouseDown={() => setOpen(true)}
          onBlur={onInputBlur}
          onKeyDown={onKeyDown}
        />
        {adornment}
      </div>
      {/* The list element always exists, so aria-controls never points at nothing. */}
      <ul id={listId} role="listbox" aria-label={label} hidden={!showList} className={inline ? styles.listInline : styles.listPopup}>
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === highlight}
            className={styles.option}
            // Keeps focus in the input, so picking does not blur the field first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            <span className={styles.optionLabel}>{option.label}</span>
            {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
          </li>
        ))}
      </ul>
      {(inline || open) && message && <p className={styles.listMessage}>{message}</p>}
      <VisuallyHidden id={statusId} role="status">
        {focused && !loadingText && showList ? countText(options.length) : ''}
      </VisuallyHidden>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
