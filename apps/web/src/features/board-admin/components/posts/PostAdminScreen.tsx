import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { BOARD_ADMIN_PAGE_SIZE } from '@carddogam/contract/calls/board';
import { pagedTableProps } from '../../../../components/admin/paged-table-props';
import { AdminTable } from '../../../../components/admin/AdminTable';
import { staffPostsQuery } from '../../api/board-admin-queries';
import { ModerationButtons } from '../shared/ModerationButtons';
import { MoveDialog } from './MoveDialog';
import { POST_COLUMNS, postRowId, postRowLabel } from './post-columns';
import { PostSearchBar, type PostFilter } from './PostSearchBar';

const START: PostFilter = { board_id: null, search_type: '제목', keyword: '', state: '전체' };

/** /admin/board/post: every board's posts, searched, with 이동, 삭제, 블라인드 and 블라인드 해제. */
export function PostAdminScreen() {
  const [filter, setFilter] = useState<PostFilter>(START);
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [moving, setMoving] = useState<number[] | null>(null);
  const list = useQuery(staffPostsQuery({ ...filter, page }));

  const search = (next: PostFilter) => {
    setFilter(next);
    setPage(1);
    setSelection({});
  };
  const clearSelection = () => setSelection({});

  return (
    <Stack gap="md">
      <PostSearchBar filter={filter} onChange={search} />
      <AdminTable
        label="게시글 목록"
        columns={POST_COLUMNS}
        getRowId={postRowId}
        rowLabel={postRowLabel}
        {...pagedTableProps(list, { page, pageSize: BOARD_ADMIN_PAGE_SIZE, onPageChange: setPage })}
        selection={{ state: selection, onChange: setSelection }}
        minWidth={1080}
        bulkActions={(rows) => {
          const ids = rows.map((post) => post.id);
          return (
            <>
              <Button size="xs" variant="default" disabled={ids.length === 0} onClick={() => setMoving(ids)}>
                이동
              </Button>
              <ModerationButtons
                kind="게시글"
                ids={ids}
                actions={['blind', 'unblind', 'delete']}
                onDone={clearSelection}
              />
            </>
          );
        }}
      />
      {moving && (
        <MoveDialog
          ids={moving}
          onClose={(moved) => {
            setMoving(null);
            if (moved) clearSelection();
          }}
        />
      )}
    </Stack>
  );
}
