import { Button } from '@hourspace/ui';

/**
 * The end of a dialog's form: what went wrong, if anything (announced), then the submit
 * button (busy while `pending`) and the one that closes the dialog.
 */
export function DialogFormEnd({
  failure,
  failureClassName,
  actionsClassName,
  submitLabel,
  cancelLabel,
  pending,
  disabled,
  onCancel,
}: {
  failure: string | null;
  failureClassName: string | undefined;
  actionsClassName: string | undefined;
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {failure && (
        <p className={failureClassName} role="alert">
          {failure}
        </p>
      )}
      <div className={actionsClassName}>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
