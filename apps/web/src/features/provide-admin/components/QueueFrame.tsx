import type { ReactNode } from 'react';
import { Center, Group, Loader, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { REPORT_STATUS_LABEL, REPORT_STATUSES } from '@carddogam/contract/calls/provide';
import { QUEUE_PAGE_SIZE, type StatusFilter } from '../api/provide-admin-queries';

const FILTERS = [
  ...REPORT_STATUSES.map((s) => ({ value: s, label: REPORT_STATUS_LABEL[s] })),
  { value: 'all', label: '전체' },
];

interface QueueFrameProps {
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  page: number;
  onPage: (page: number) => void;
  total: number | undefined;
  loading: boolean;
  children: ReactNode;
}

/** The status filter, the list and the pager shared by the three review screens. */
export function QueueFrame({ status, onStatus, page, onPage, total, loading, children }: QueueFrameProps) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / QUEUE_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl value={status} onChange={(v) => onStatus(v as StatusFilter)} data={FILTERS} />
        <Text size="sm" c="dimmed">
          {total ?? 0}건
        </Text>
      </Group>
      {loading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : total === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          제보가 없습니다.
        </Text>
      ) : (
        children
      )}
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={page} onChange={onPage} />
        </Center>
      )}
    </Stack>
  );
}
