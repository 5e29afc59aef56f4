import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before a delete; `onConfirm` runs only on 삭제. */
export function confirmDelete(title: string, question: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: '삭제', cancel: '취소' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
