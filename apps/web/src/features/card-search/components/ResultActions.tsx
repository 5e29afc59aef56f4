import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { SearchRow } from '@carddogam/contract/calls/search';

export interface ResultHandlers {
  onPreview: (row: SearchRow) => void;
  /** Picker mode: choose this card. */
  onPick?: (row: SearchRow) => void;
}

/** The buttons under a result: the card popup, and '선택' when the list is a picker. */
export function ResultActions({ row, onPreview, onPick }: ResultHandlers & { row: SearchRow }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="카드 미리보기" withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label="카드 미리보기" onClick={() => onPreview(row)}>
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {onPick && (
        <Button size="compact-xs" onClick={() => onPick(row)}>
          선택
        </Button>
      )}
    </Group>
  );
}
