import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@carddogam/contract/call';
import type { boardCalls, BoardPostItem } from '@carddogam/contract/calls/board';
import {
  BOARD_GROUP,
  boardListPath,
  FREE_BOARD,
  NOTICE_BOARD,
} from '@carddogam/contract/board/seeded-boards';
import { boardFeedQuery } from '../../boards';
import { BlockBody } from './BlockBody';
import { BlockList } from './BlockList';
import { BoardPostRow } from './BoardPostRow';
import { HomeBlock } from './HomeBlock';
import { HOME_EMPTY } from '../lib/home-texts';

/** 베스트 posts come from every board; the free board's 베스트 tab is the fullest page of them. */
const BEST_HREF = `${boardListPath(FREE_BOARD)}&tab=${encodeURIComponent('베스트')}`;
const BEST_ROWS = 10;

interface PostsBlockProps {
  title: string;
  href: string;
  emptyText: string;
  pick: (feed: CallResult<typeof boardCalls.feed>) => BoardPostItem[];
  showBoard?: boolean;
  rows?: number;
}

/** The one board call of the home page; every board block reads its own part of the answer. */
function useFeed() {
  return useQuery(boardFeedQuery);
}

function PostsBlock({ title, href, emptyText, pick, showBoard, rows }: PostsBlockProps) {
  const feed = useFeed();
  const posts = feed.data ? pick(feed.data) : [];
  return (
    <HomeBlock title={title} href={href}>
      <BlockBody
        status={feed.status}
        error={feed.error}
        onRetry={() => void feed.refetch()}
        isEmpty={posts.length === 0}
        emptyText={emptyText}
        rows={rows}
      >
        <BlockList>
          {posts.map((post) => (
            <BoardPostRow key={post.id} post={post} showBoard={showBoard} />
          ))}
        </BlockList>
      </BlockBody>
    </HomeBlock>
  );
}

/** The latest 공지사항. */
export function NoticeBlock() {
  return (
    <PostsBlock
      title={NOTICE_BOARD.name}
      href={boardListPath(NOTICE_BOARD)}
      emptyText={HOME_EMPTY.notices}
      pick={(feed) => feed.notices}
    />
  );
}

/** The newest 베스트 posts of all boards, each with its board's name. */
export function BestBlock() {
  return (
    <PostsBlock
      title="베스트"
      href={BEST_HREF}
      emptyText={HOME_EMPTY.best}
      pick={(feed) => feed.best.slice(0, BEST_ROWS)}
      showBoard
      rows={BEST_ROWS}
    />
  );
}

/**
 * A block for each of the most recently active boards. Until the answer tells which boards those are,
 * one block stands in for them (loading, failed, or no board has a post yet).
 */
export function LatestBoardBlocks() {
  const feed = useFeed();
  const boards = feed.data?.boards ?? [];
  if (feed.isSuccess && boards.length > 0) {
    return boards.map((board) => (
      <PostsBlock
        key={board.id}
        title={board.name}
        href={boardListPath(board)}
        emptyText={HOME_EMPTY.posts}
        pick={(answer) => answer.boards.find((b) => b.id === board.id)?.rows ?? []}
      />
    ));
  }
  return (
    <PostsBlock
      title={BOARD_GROUP.community}
      href={boardListPath(FREE_BOARD)}
      emptyText={HOME_EMPTY.posts}
      pick={() => []}
    />
  );
}
