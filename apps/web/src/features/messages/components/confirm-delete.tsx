import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGE_MSG } from '@carddogam/contract/messages';

/** Asks before deleting messages, and says that the other side keeps its copy. */
export function confirmMessageDelete(onConfirm: () => void): void {
  modals.openConfirmModal({
    title: '쪽지 삭제',
    children: <Text size="sm">{MESSAGE_MSG.deleteConfirm}</Text>,
    labels: { confirm: '삭제', cancel: '취소' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
