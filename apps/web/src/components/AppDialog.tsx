import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ErrorBoundary } from './ErrorBoundary';

export const DIALOG_ERROR_MESSAGE = '이 창을 표시하지 못했습니다. 창을 닫고 다시 시도해주세요.';

/**
 * Every dialog of the app. Its content has an error boundary of its own, so a part that fails to render
 * (a select refusing its options, say) shows a message inside the dialog and the page behind it stays
 * usable. Closing the dialog unmounts its content, so the next opening starts afresh.
 */
export function AppDialog({ children, ...props }: ModalProps) {
  return (
    <Modal {...props}>
      <ErrorBoundary fallback={<DialogError onClose={props.onClose} />}>{children}</ErrorBoundary>
    </Modal>
  );
}

function DialogError({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
        {DIALOG_ERROR_MESSAGE}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          닫기
        </Button>
      </Group>
    </Stack>
  );
}
