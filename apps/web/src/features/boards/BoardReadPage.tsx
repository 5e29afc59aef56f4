import { useEffect, useMemo } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { boardReadQuery } from './api/board-queries';
import { BoardPageFrame } from './components/BoardPageFrame';
import { BoardListSection } from './list/BoardListSection';
import { boardStart, listHref, readHref, readListState, type BoardListState } from './lib/list-state';
import { PostView } from './read/PostView';

/** Post ids are positive integers; anything else names no post. */
function postIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /board/read?board_group=&board_name=&id= (§2.2): the post, its comments and the board's list under it
 * with this post marked 열람중. The shell titles the page '게시글 제목 > 게시판 이름' and counts the view
 * once a day (§2.1, §7.11), both from the address; so an address with a missing or stale board is
 * corrected to the post's own board.
 */
export default function BoardReadPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = postIdOf(search);
  const urlState = useMemo(() => readListState(search), [search]);
  const query = useQuery({ ...boardReadQuery(id ?? 0), enabled: id !== null });
  const read = query.data;

  const boardMoved =
    read !== undefined &&
    (urlState.boardName !== read.board.name || urlState.boardGroup !== read.board.group);
  useEffect(() => {
    if (!read || !boardMoved) return;
    const board = { group: read.board.group, name: read.board.name };
    // The list state belonged to the board in the address; the post's own board starts afresh.
    const state =
      urlState.boardName === board.name ? { ...urlState, boardGroup: board.group } : boardStart(board);
    void navigate(readHref(state, read.post.id), { replace: true });
  }, [read, boardMoved, urlState, navigate]);

  const listState: BoardListState = read
    ? { ...urlState, boardGroup: read.board.group, boardName: read.board.name }
    : urlState;

  return (
    <BoardPageFrame current={read?.board.name ?? (urlState.boardName || null)}>
      {id === null ? (
        <Alert color="gray" role="alert">
          {BOARD_MSG.postNotFound}
        </Alert>
      ) : query.isError ? (
        <ReadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !read ? (
        <Center py="xl">
          <Loader aria-label="불러오는 중" />
        </Center>
      ) : (
        <Stack gap="xl">
          <PostView key={read.post.id} read={read} listState={listState} />
          <BoardListSection
            state={listState}
            currentId={read.post.id}
            headingOrder={3}
            onNavigate={(next) => void navigate(listHref(next))}
          />
        </Stack>
      )}
    </BoardPageFrame>
  );
}

function ReadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Alert
      color={final ? 'gray' : 'red'}
      role="alert"
      title={final ? undefined : '게시글을 불러오지 못했습니다'}
    >
      {errorMessage(error)}
      {!final && (
        <Button display="block" mt="xs" size="xs" variant="default" onClick={onRetry}>
          다시 시도
        </Button>
      )}
    </Alert>
  );
}
