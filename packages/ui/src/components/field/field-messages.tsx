import type { ReactNode } from 'react';

/**
 * What a control says under it: its error, then its hint, each with the id the control's
 * `aria-describedby` names. The error's live region is always present: a live region only
 * announces changes if it existed before them.
 */
export function FieldMessages({
  error,
  errorId,
  hint,
  hintId,
  classNames,
}: {
  error: ReactNode | null;
  errorId: string;
  hint: ReactNode | undefined;
  hintId: string;
  classNames: { error: string | undefined; hint: string | undefined };
}) {
  return (
    <>
      <div aria-live="polite">
        {error !== null && (
          <p id={errorId} className={classNames.error}>
            {error}
          </p>
        )}
      </div>
      {hint != null && (
        <p id={hintId} className={classNames.hint}>
          {hint}
        </p>
      )}
    </>
  );
}
