import type { ColumnDef } from '@tanstack/react-table';
import type { AdminPost } from '../../api/board-admin-queries';
import { PostTitleCell, WriterCell } from '../shared/cells';

const count = (key: 'view_count' | 'vote_up' | 'comment_count', header: string): ColumnDef<AdminPost> => ({
  accessorKey: key,
  header,
  meta: { align: 'right', nowrap: true },
});

/** The staff post columns shared by 게시글 관리 and 블라인드 게시글. */
export const POST_COLUMNS: ColumnDef<AdminPost>[] = [
  { accessorKey: 'id', header: '번호', meta: { nowrap: true } },
  { accessorKey: 'board_name', header: '게시판', meta: { nowrap: true } },
  {
    accessorKey: 'title',
    header: '제목',
    cell: ({ row }) => <PostTitleCell post={row.original} />,
    meta: { csv: (post) => (post.category ? `[${post.category}] ${post.title}` : post.title) },
  },
  {
    id: 'writer',
    header: '글쓴이',
    cell: ({ row }) => <WriterCell writer={row.original.writer} />,
    meta: { csv: (post) => `${post.writer.nickname} (${post.writer.user_id})` },
  },
  { accessorKey: 'created', header: '작성일', meta: { nowrap: true } },
  count('view_count', '조회'),
  count('vote_up', '추천'),
  count('comment_count', '댓글'),
  {
    id: 'reports',
    header: '신고',
    cell: ({ row }) => `${row.original.report_count}건 / ${row.original.report_score}점`,
    meta: {
      label: '신고 (건수/점수)',
      align: 'right',
      nowrap: true,
      csv: (post) => `${post.report_count}건 / ${post.report_score}점`,
    },
  },
];

export const postRowLabel = (post: AdminPost) => `게시글 ${post.id}`;
export const postRowId = (post: AdminPost) => String(post.id);
