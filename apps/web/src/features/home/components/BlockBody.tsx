import type { ReactNode } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';

/** How many rows a block previews; the skeleton has as many lines, so the page does not jump. */
export const BLOCK_ROWS = 5;

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
      <Stack gap={10} aria-busy="true" aria-label="불러오는 중">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} h={34} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" py="xs">
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
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
