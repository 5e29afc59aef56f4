import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface ReviewActionsProps {
  canEdit: boolean;
  canDelete: boolean;
  /** Only a 관리자 blinds; the label follows the review's current status. */
  blind: { blinded: boolean; onToggle: () => void; pending: boolean } | null;
  onEdit: () => void;
  onDelete: () => void;
}

/** The buttons a review offers its writer or a 관리자 (§6). */
export function ReviewActions({ canEdit, canDelete, blind, onEdit, onDelete }: ReviewActionsProps) {
  if (!canEdit && !canDelete && !blind) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {blind && (
        <Button
          size="compact-xs"
          variant="light"
          color="orange"
          onClick={blind.onToggle}
          loading={blind.pending}
        >
          {blind.blinded ? '블라인드 해제' : '블라인드'}
        </Button>
      )}
      {canEdit && (
        <ActionIcon variant="subtle" size="sm" onClick={onEdit} aria-label="리뷰 수정">
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {canDelete && (
        <ActionIcon variant="subtle" color="red" size="sm" onClick={onDelete} aria-label="리뷰 삭제">
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
