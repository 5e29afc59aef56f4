import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from '../lib/error-message';

/**
 * The end of an edit dialog: the server's refusal (in its own Korean words) above 취소 and 저장. Without
 * `onSave` the 저장 button submits the dialog's form, so Enter saves as well.
 */
export function DialogSaveFooter({
  error,
  saving,
  onCancel,
  onSave,
  disabled = false,
}: {
  error: unknown;
  saving: boolean;
  onCancel: () => void;
  onSave?: () => void;
  disabled?: boolean;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          취소
        </Button>
        <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={saving} disabled={disabled}>
          저장
        </Button>
      </Group>
    </>
  );
}
