import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatThousands } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { boardListQuery } from '../api/board-queries';
import { BoardPager } from '../components/BoardPager';
import { listEntries } from '../lib/list-entries';
import {
  listCallParams,
  readHref,
  withFilter,
  withPage,
  writeHref,
  type BoardListState,
} from '../lib/list-state';
import { BoardSearchForm } from './BoardSearchForm';
import { ListFilters } from './ListFilters';
import { PostCardList } from './PostCardList';
import { PostTable } from './PostTable';

export interface BoardListSectionProps {
  state: BoardListState;
  /** Called with the list's next state (another page, tab, 말머리 or search). */
  onNavigate: (next: BoardListState) => void;
  /** The post being read, marked 열람중 (the list under a post). */
  currentId?: number;
  /** The list page heads the page with the board's name; under a post the list has a smaller heading. */
  headingOrder?: 2 | 3;
}

/**
 * A board's list: heading and 글쓰기, 전체/베스트 tabs, 말머리, the posts (a table on desktop, rows on a
 * phone) with notices pinned on top, the pager and the search. Used by /board/list and under each post.
 */
export function BoardListSection({ state, onNavigate, currentId, headingOrder = 2 }: BoardListSectionProps) {
  const isMobile = useIsMobile();
  const query = useQuery(boardListQuery(listCallParams(state)));
  // The previous page stays while the next loads, but another board's rows must not stand in for this one's.
  const data = query.data && query.data.board.name === state.boardName ? query.data : undefined;

  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }

  const { board } = data;
  const searching = state.keyword !== '';
  const entries = listEntries(data, { searching, currentId });
  const hrefOf = (id: number) => readHref({ ...state, boardGroup: board.group }, id);
  const List = isMobile ? PostCardList : PostTable;

  return (
    <Stack gap="sm" aria-busy={query.isFetching}>
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <Group gap="xs" align="baseline" wrap="nowrap" style={{ minWidth: 0 }}>
          <Title
            order={headingOrder}
            size={headingOrder === 2 ? 'h3' : 'h4'}
            style={{ wordBreak: 'keep-all' }}
          >
            {board.name}
          </Title>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {searching
              ? `검색 결과 ${formatThousands(data.total)}건${data.total_capped ? ' 이상' : ''}`
              : `전체 ${formatThousands(board.post_count)}건`}
          </Text>
        </Group>
        {board.can.write && (
          <Button
            component={Link}
            to={writeHref({ group: board.group, name: board.name })}
            leftSection={<IconPencil size={16} />}
            size={isMobile ? 'xs' : 'sm'}
            style={{ flexShrink: 0 }}
          >
            글쓰기
          </Button>
        )}
      </Group>
      <ListFilters
        board={board}
        tab={state.tab}
        category={state.category}
        onTab={(tab) => onNavigate(withFilter(state, { tab }))}
        onCategory={(category) => onNavigate(withFilter(state, { category }))}
      />
      {searching && (
        <Group gap="xs">
          <Text size="sm">
            {state.searchType} 검색: <strong>{state.keyword}</strong>
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onNavigate(withFilter(state, { keyword: '' }))}
          >
            검색 취소
          </Button>
        </Group>
      )}
      {entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {searching ? '검색 결과가 없습니다.' : '게시글이 없습니다.'}
        </Text>
      ) : (
        <List board={board} entries={entries} hrefOf={hrefOf} />
      )}
      <BoardPager
        page={data.page}
        pageCount={data.page_count}
        onChange={(page) => onNavigate(withPage(state, page))}
        blockSize={isMobile ? 5 : 10}
        more={data.total_capped}
      />
      <BoardSearchForm
        key={`${state.boardName}|${state.searchType}|${state.keyword}`}
        searchType={state.searchType}
        keyword={state.keyword}
        onSearch={(searchType, keyword) => onNavigate(withFilter(state, { searchType, keyword }))}
      />
    </Stack>
  );
}

/** An unknown board (404) or one the viewer may not list (403) has nothing to try again. */
function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Stack align="center" py="xl" gap="sm">
      <Alert
        color={final ? 'gray' : 'red'}
        role="alert"
        w="100%"
        title={final ? undefined : '목록을 불러오지 못했습니다'}
      >
        {errorMessage(error)}
      </Alert>
      {!final && (
        <Button variant="default" onClick={onRetry}>
          다시 시도
        </Button>
      )}
    </Stack>
  );
}
