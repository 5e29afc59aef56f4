import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { BOARD_ADMIN_PAGE_SIZE } from '@carddogam/contract/calls/board';
import { pagedTableProps } from '../../../../components/admin/paged-table-props';
import { AdminTable } from '../../../../components/admin/AdminTable';
import { blindedPostsQuery, type AdminPost } from '../../api/board-admin-queries';
import { ModerationButtons } from '../shared/ModerationButtons';
import { ReportsDialog, type ReportSubject } from '../shared/ReportsDialog';
import { POST_COLUMNS, postRowId, postRowLabel } from './post-columns';

/**
 * /admin/board/blinded_post: the blinded posts, those whose writer edited them to ask for a review first
 * (the server's order), with their reports, to unblind or delete.
 */
export function BlindedPostScreen() {
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [reportsOf, setReportsOf] = useState<ReportSubject | null>(null);
  const list = useQuery(blindedPostsQuery(page));

  const columns = useMemo<ColumnDef<AdminPost>[]>(
    () => [
      ...POST_COLUMNS.filter((column) => column.id !== 'reports'),
      {
        id: 'reports',
        header: '신고',
        enableHiding: false,
        cell: ({ row }) => (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            aria-label={`게시글 ${row.original.id} 신고 내역`}
            onClick={() => setReportsOf({ target: 'post', id: row.original.id, title: row.original.title })}
          >
            {row.original.report_count}건 / {row.original.report_score}점
          </Button>
        ),
        meta: { nowrap: true, csv: (post) => `${post.report_count}건 / ${post.report_score}점` },
      },
    ],
    [],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        글쓴이가 글을 고쳐 검토를 요청한 글이 먼저 나옵니다. 블라인드를 해제하면 신고 점수가 초기화됩니다.
      </Text>
      <AdminTable
        label="블라인드 게시글 목록"
        columns={columns}
        getRowId={postRowId}
        rowLabel={postRowLabel}
        {...pagedTableProps(list, { page, pageSize: BOARD_ADMIN_PAGE_SIZE, onPageChange: setPage })}
        selection={{ state: selection, onChange: setSelection }}
        minWidth={1080}
        emptyText="블라인드된 게시글이 없습니다"
        bulkActions={(rows) => (
          <ModerationButtons
            kind="게시글"
            ids={rows.map((post) => post.id)}
            actions={['unblind', 'delete']}
            onDone={() => setSelection({})}
          />
        )}
      />
      {reportsOf && <ReportsDialog subject={reportsOf} onClose={() => setReportsOf(null)} />}
    </Stack>
  );
}
