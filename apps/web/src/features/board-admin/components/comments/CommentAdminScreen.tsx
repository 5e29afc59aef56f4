import { useMemo, useState } from 'react';
import { Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { BOARD_ADMIN_PAGE_SIZE } from '@carddogam/contract/calls/board';
import { pagedTableProps } from '../../../../components/admin/paged-table-props';
import { AdminTable } from '../../../../components/admin/AdminTable';
import { staffCommentsQuery, type AdminComment } from '../../api/board-admin-queries';
import { PostLink, WriterCell } from '../shared/cells';
import { ModerationButtons } from '../shared/ModerationButtons';
import { ReportsDialog, type ReportSubject } from '../shared/ReportsDialog';

function commentColumns(showReports: (subject: ReportSubject) => void): ColumnDef<AdminComment>[] {
  return [
    { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
    {
      accessorKey: 'content',
      header: '내용',
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap" maw={380}>
          {row.original.parent_id !== null && (
            <Badge size="xs" variant="outline" color="gray">
              답글
            </Badge>
          )}
          <Text size="sm" lineClamp={2}>
            {row.original.content}
          </Text>
          {row.original.blinded && (
            <Badge size="xs" color="gray" variant="filled">
              블라인드
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessorKey: 'post_title',
      header: '원글',
      cell: ({ row }) => (
        <Text size="sm" truncate maw={240}>
          <PostLink
            post={{
              id: row.original.post_id,
              board_group: row.original.board_group,
              board_name: row.original.board_name,
            }}
          >
            {row.original.post_title}
          </PostLink>
        </Text>
      ),
    },
    { accessorKey: 'board_name', header: '게시판', meta: { nowrap: true } },
    {
      id: 'writer',
      header: '글쓴이',
      cell: ({ row }) => <WriterCell writer={row.original.writer} />,
      meta: { csv: (c) => `${c.writer.nickname} (${c.writer.user_id})` },
    },
    {
      accessorKey: 'report_count',
      header: '신고',
      cell: ({ row }) =>
        row.original.report_count > 0 ? (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            aria-label={`댓글 ${row.original.id} 신고 내역`}
            onClick={() =>
              showReports({ target: 'comment', id: row.original.id, title: row.original.content })
            }
          >
            {row.original.report_count}건
          </Button>
        ) : (
          '0건'
        ),
      meta: { align: 'right', nowrap: true },
    },
    { accessorKey: 'created', header: '작성일', meta: { nowrap: true } },
  ];
}

const commentRowId = (comment: AdminComment) => String(comment.id);
const commentRowLabel = (comment: AdminComment) => `댓글 ${comment.id}`;

/** /admin/board/comment: comments by text or writer, to delete, blind or unblind. */
export function CommentAdminScreen() {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [blindedOnly, setBlindedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [reportsOf, setReportsOf] = useState<ReportSubject | null>(null);
  const list = useQuery(staffCommentsQuery({ page, keyword, blinded_only: blindedOnly }));
  const columns = useMemo(() => commentColumns(setReportsOf), []);

  const restart = () => {
    setPage(1);
    setSelection({});
  };

  return (
    <Stack gap="md">
      <Group
        component="form"
        role="search"
        aria-label="댓글 검색"
        align="flex-end"
        gap="xs"
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(draft.trim());
          restart();
        }}
      >
        <TextInput
          label="검색어"
          placeholder="댓글 내용, 닉네임 또는 아이디"
          value={draft}
          maxLength={50}
          onChange={(event) => setDraft(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          검색
        </Button>
        <Checkbox
          label="블라인드된 댓글만"
          checked={blindedOnly}
          onChange={(event) => {
            setBlindedOnly(event.currentTarget.checked);
            restart();
          }}
          mb={8}
        />
      </Group>
      <AdminTable
        label="댓글 목록"
        columns={columns}
        getRowId={commentRowId}
        rowLabel={commentRowLabel}
        {...pagedTableProps(list, { page, pageSize: BOARD_ADMIN_PAGE_SIZE, onPageChange: setPage })}
        selection={{ state: selection, onChange: setSelection }}
        minWidth={1000}
        bulkActions={(rows) => (
          <ModerationButtons
            kind="댓글"
            ids={rows.map((comment) => comment.id)}
            actions={['blind', 'unblind', 'delete']}
            onDone={() => setSelection({})}
          />
        )}
      />
      {reportsOf && <ReportsDialog subject={reportsOf} onClose={() => setReportsOf(null)} />}
    </Stack>
  );
}
