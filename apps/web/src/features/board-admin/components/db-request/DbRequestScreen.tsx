import { useMemo, useState } from 'react';
import { Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { BOARD_ADMIN_PAGE_SIZE, DB_REQUEST_STATUSES } from '@carddogam/contract/calls/board';
import { pagedTableProps } from '../../../../components/admin/paged-table-props';
import { AdminTable } from '../../../../components/admin/AdminTable';
import { dbRequestsQuery, type DbRequest } from '../../api/board-admin-queries';
import { PostTitleCell, WriterCell } from '../shared/cells';
import { ReplyDialog } from './ReplyDialog';

type Status = (typeof DB_REQUEST_STATUSES)[number];
const ALL = '전체';
const STATUS_COLOR: Record<Status, string> = { 접수: 'gray', 처리중: 'blue', 완료: 'teal' };

function requestColumns(answer: (request: DbRequest) => void): ColumnDef<DbRequest>[] {
  return [
    { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
    {
      accessorKey: 'status',
      header: '상태',
      cell: ({ row }) => (
        <Badge color={STATUS_COLOR[row.original.status]} variant="light">
          {row.original.status}
        </Badge>
      ),
      meta: { nowrap: true },
    },
    {
      accessorKey: 'title',
      header: '제목',
      cell: ({ row }) => <PostTitleCell post={row.original} />,
    },
    {
      id: 'writer',
      header: '글쓴이',
      cell: ({ row }) => <WriterCell writer={row.original.writer} />,
      meta: { csv: (r) => `${r.writer.nickname} (${r.writer.user_id})` },
    },
    { accessorKey: 'created', header: '요청일', meta: { nowrap: true } },
    {
      accessorKey: 'reply',
      header: '답변',
      cell: ({ row }) => (
        <Text size="sm" lineClamp={2} maw={280} c={row.original.reply ? undefined : 'dimmed'}>
          {row.original.reply || '-'}
        </Text>
      ),
    },
    {
      accessorKey: 'replied_by',
      header: '처리자',
      cell: ({ row }) => row.original.replied_by ?? '-',
      meta: { nowrap: true },
    },
    {
      accessorKey: 'status_updated',
      header: '처리일',
      cell: ({ row }) => row.original.status_updated ?? '-',
      meta: { nowrap: true },
    },
    {
      id: 'answer',
      header: '처리',
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`요청 ${row.original.id} 답변`}
          onClick={() => answer(row.original)}
        >
          답변
        </Button>
      ),
    },
  ];
}

const requestRowId = (request: DbRequest) => String(request.id);

/** /admin/board/db_request: the 카드/DB 추가 요청 posts by status (the oldest open one first), answered here. */
export function DbRequestScreen() {
  const [status, setStatus] = useState<Status | null>(null);
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<DbRequest | null>(null);
  const list = useQuery(dbRequestsQuery({ page, status }));
  const columns = useMemo(() => requestColumns(setAnswering), []);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="처리 상태"
        data={[ALL, ...DB_REQUEST_STATUSES]}
        value={status ?? ALL}
        onChange={(value) => {
          setStatus(value === ALL ? null : (value as Status));
          setPage(1);
        }}
        w="fit-content"
      />
      <AdminTable
        label="카드/DB 추가 요청 목록"
        columns={columns}
        getRowId={requestRowId}
        {...pagedTableProps(list, { page, pageSize: BOARD_ADMIN_PAGE_SIZE, onPageChange: setPage })}
        minWidth={1100}
        emptyText="해당 상태의 요청이 없습니다"
      />
      {answering && <ReplyDialog request={answering} onClose={() => setAnswering(null)} />}
    </Stack>
  );
}
