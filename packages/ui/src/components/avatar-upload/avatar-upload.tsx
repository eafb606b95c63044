import '../../tokens/tokens.css';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import styles from './avatar-upload.module.css';
import { readPreview, type FilePreview } from './read-preview';
import { describedBy } from '../field/field-state';
import { FieldMessages } from '../field/field-messages';

/** Visual state of an {@link AvatarUpload} (spec §Forms: idle, error with red border, set with valid border). */
export type AvatarUploadState = 'idle' | 'error' | 'set';

/** File types the picker offers; the avatar rules themselves come from `validate`. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** Props of {@link AvatarUpload}. */
export interface AvatarUploadProps {
  /** Text of the pick-a-photo control and the file input's accessible name (e.g. "Upload a profile photo"). */
  label: string;
  /** Alt text of the 100×100 preview once a photo is set (e.g. "Your profile photo"). */
  previewAlt: string;
  /** The photo already saved (URL), shown as "set" until another is picked. */
  value?: string | null;
  /**
   * Checks a picked file; resolves to an error message to show, or null to accept it.
   * The avatar rules (type, 8,000,000 bytes, 1000×1000) come from `@hourspace/validation`.
   */
  validate?: (file: File) => Promise<string | null>;
  /** Called with a file that passed `validate`. */
  onFile: (file: File) => void;
  /** An error from outside (required at submit, or the upload failed); shown like a validation error. */
  error?: string | null;
  /** Shown if `validate` itself throws, already translated (e.g. "Please try uploading your image again."). */
  validationFailedMessage: string;
  /** Help text under the control (allowed types and size), tied with `aria-describedby`. */
  hint?: ReactNode;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Avatar picker: a labelled native file input (keyboard operable: Tab, then
 * Enter or Space) accepting jpg/jpeg/png, a round 100×100 preview, and the
 * idle / error / set states. A picked file goes through `validate`; an accepted
 * one is previewed and handed to `onFile`. Accessible name: `label`.
 */
export function AvatarUpload({
  label,
  previewAlt,
  value,
  validate,
  onFile,
  error,
  validationFailedMessage,
  hint,
  id,
  name,
  required,
  disabled,
  className,
  ref,
}: AvatarUploadProps) {
  const generatedId = useId();
  const inputId = id ?? `hs-avatar-${generatedId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  // Only the latest pick may change the state: a slow check of an earlier file must not win.
  const latestPick = useRef(0);

  useEffect(() => () => preview?.revoke(), [preview]);
  useEffect(
    () => () => {
      latestPick.current += 1;
    },
    [],
  );

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (after fixing it) fires `change` again.
    event.target.value = '';
    if (!file) return;
    const pick = ++latestPick.current;
    let message: string | null;
    try {
      message = validate ? await validate(file) : null;
    } catch (cause) {
      console.error('[@hourspace/ui] AvatarUpload: validate threw', cause);
      message = validationFailedMessage;
    }
    if (pick !== latestPick.current) return;
    if (message) {
      setValidationError(message);
      setPreview(null);
      return;
    }
    let next: FilePreview | null = null;
    try {
      next = await readPreview(file);
    } catch (cause) {
      // The file is still valid and handed over; only its preview is missing.
      console.error('[@hourspace/ui] AvatarUpload: could not read a preview', cause);
    }
    if (pick !== latestPick.current) {
      next?.revoke();
      return;
    }
    setValidationError(null);
    setPreview(next);
    onFile(file);
  };

  const shownError = validationError ?? error ?? null;
  const previewUrl = preview?.url ?? value ?? null;
  const state: AvatarUploadState = shownError ? 'error' : previewUrl ? 'set' : 'idle';

  return (
    <div className={[styles.root, state !== 'idle' && styles[state], className].filter(Boolean).join(' ')} data-state={state}>
      <input
        ref={ref}
        id={inputId}
        type="file"
        accept={AVATAR_ACCEPT}
        name={name}
        required={required}
        disabled={disabled}
        className={styles.input}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(shownError && errorId, hint != null && hintId)}
        onChange={onChange}
      />
      <label htmlFor={inputId} className={styles.target}>
        <span className={styles.circle}>{!previewUrl && <CameraIcon />}</span>
        <span className={styles.labelText}>{label}</span>
      </label>
      {previewUrl && <img src={previewUrl} alt={previewAlt} width={100} height={100} className={styles.preview} />}
      <FieldMessages error={shownError || null} errorId={errorId} hint={hint} hintId={hintId} classNames={{ error: styles.message, hint: styles.hint }} />
    </div>
  );
}

function CameraIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 24 24">
      <path d="M9 4l-1.5 2H4a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1h-3.5L15 4H9zm3 4.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8z" fill="currentColor" />
    </svg>
  );
}
