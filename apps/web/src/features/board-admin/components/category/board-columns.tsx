import { Badge, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { BoardSetting } from '@carddogam/contract/calls/board-admin';
import { RowActions } from '../../../../components/admin/RowActions';

const points = (value: number | null) => (value === null ? '기본값' : `${value}P`);

/** The boards of one group as 관리자 reviews them; 수정 and 삭제 act on one board. */
export function boardColumns(actions: {
  edit: (board: BoardSetting) => void;
  remove: (board: BoardSetting) => void;
}): ColumnDef<BoardSetting>[] {
  return [
    { accessorKey: 'name', header: '이름', meta: { nowrap: true } },
    {
      accessorKey: 'kind',
      header: '종류',
      cell: ({ row }) => (
        <Badge variant="light" color={row.original.kind === 'DB요청' ? 'grape' : 'gray'}>
          {row.original.kind}
        </Badge>
      ),
    },
    {
      accessorKey: 'categories',
      header: '말머리',
      cell: ({ row }) =>
        row.original.categories.length === 0 ? (
          <Text size="sm" c="dimmed">
            없음
          </Text>
        ) : (
          <Group gap={4} maw={260}>
            {row.original.categories.map((category) => (
              <Badge key={category} size="xs" variant="outline">
                {category}
              </Badge>
            ))}
          </Group>
        ),
      meta: { csv: (board) => board.categories.join(' / ') },
    },
    { accessorKey: 'post_count', header: '게시글 수', meta: { align: 'right', nowrap: true } },
    { accessorKey: 'rows_per_page', header: '페이지당 글 수', meta: { align: 'right', nowrap: true } },
    { accessorKey: 'best_votes', header: '베스트 추천 수', meta: { align: 'right', nowrap: true } },
    { accessorKey: 'blind_threshold', header: '블라인드 기준', meta: { align: 'right', nowrap: true } },
    {
      id: 'points',
      header: '포인트 (글/댓글)',
      cell: ({ row }) => `${points(row.original.post_points)} / ${points(row.original.comment_points)}`,
      meta: {
        nowrap: true,
        csv: (board) => `${points(board.post_points)} / ${points(board.comment_points)}`,
      },
    },
    {
      accessorKey: 'images_allowed',
      header: '이미지',
      cell: ({ row }) => (row.original.images_allowed ? '허용' : '금지'),
      meta: { csv: (board) => (board.images_allowed ? '허용' : '금지') },
    },
    { accessorKey: 'sort', header: '순서', meta: { align: 'right' } },
    {
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          subject={`${row.original.name}`}
          actions={[
            { label: '수정', onClick: () => actions.edit(row.original) },
            { label: '삭제', color: 'red', onClick: () => actions.remove(row.original) },
          ]}
        />
      ),
    },
  ];
}
