import type { ReactNode } from 'react';
import { Button, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';

/** How many rows a block previews; the skeleton has as many lines, so the page does not jump. */
export const BLOCK_ROWS = 5;

const SKELETON_ROW_HEIGHT = 34;
const SKELETON_GAP = 10;

/** The skeleton's height: a failed or empty block keeps it, so the blocks below do not move up. */
function skeletonHeight(rows: number): number {
  return rows * SKELETON_ROW_HEIGHT + (rows - 1) * SKELETON_GAP;
}

interface BlockBodyProps {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  /** Whether the answer has nothing to show; only read once it arrived. */
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
  rows?: number;
}

/**
 * The loading, failure and empty states of one home block. Each block owns its query, so a failing call
 * shows its message in its own box while the rest of the page stays as it is.
 */
export function BlockBody({
  status,
  error,
  onRetry,
  isEmpty,
  emptyText,
  children,
  rows = BLOCK_ROWS,
}: BlockBodyProps) {
  if (status === 'pending') {
    return (
      <Stack gap={SKELETON_GAP} aria-busy="true" aria-label="불러오는 중">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} h={SKELETON_ROW_HEIGHT} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Group
        justify="space-between"
        align="flex-start"
        wrap="nowrap"
        gap="xs"
        py="xs"
        mih={skeletonHeight(rows)}
      >
        <Text size="sm" c="red" role="alert">
          {errorMessage(error)}
        </Text>
        <Button size="compact-xs" variant="default" onClick={onRetry} style={{ flex: 'none' }}>
          다시 시도
        </Button>
      </Group>
    );
  }
  if (isEmpty) {
    return (
      <Center mih={skeletonHeight(rows)}>
        <Text size="sm" c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Center>
    );
  }
  return <>{children}</>;
}
