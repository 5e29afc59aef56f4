import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { BOARD_PROFILE_PAGE_SIZE } from '@carddogam/contract/calls/board';
import { ListPager } from '../../../../components/ListPager';
import { QueryState } from '../../../../components/QueryState';

interface ProfileListProps {
  /** The tab's answer; undefined while it loads or when it failed. */
  total: number | undefined;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  children: ReactNode;
}

/** One tab's list with its loading, failure and empty states and the site's pager, 20 a page. */
export function ProfileList({ total, error, onRetry, page, onPage, emptyText, children }: ProfileListProps) {
  if (total === undefined) return <QueryState error={error} onRetry={onRetry} />;
  if (total === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        총 {total.toLocaleString('ko-KR')}개
      </Text>
      {children}
      <ListPager page={page} total={total} size={BOARD_PROFILE_PAGE_SIZE} onChange={onPage} />
    </Stack>
  );
}
