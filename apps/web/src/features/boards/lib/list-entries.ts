import type { BoardListResult, BoardPostItem } from '@carddogam/contract/calls/board';
import { rowNumber } from './row-number';

export interface ListEntry {
  key: string;
  post: BoardPostItem;
  /**
   * The 번호 cell: the running number, '공지' for a pinned notice, '열람중' for the post being read. A search
   * whose matches were counted only in part has no true running number, so its rows show the post id.
   */
  marker: number | '공지' | '열람중';
  pinned: boolean;
  current: boolean;
}

/**
 * The rows of a list page: pinned notices on top (left out of search results, which are about the words
 * searched), then the page's posts with their running numbers.
 */
export function listEntries(
  list: Pick<BoardListResult, 'notices' | 'rows' | 'total' | 'total_capped' | 'page' | 'size'>,
  options: { searching: boolean; currentId?: number },
): ListEntry[] {
  const { currentId } = options;
  const pinned: ListEntry[] = options.searching
    ? []
    : list.notices.map((post) => ({
        key: `notice-${post.id}`,
        post,
        marker: post.id === currentId ? '열람중' : '공지',
        pinned: true,
        current: post.id === currentId,
      }));
  const rows: ListEntry[] = list.rows.map((post, index) => ({
    key: `row-${post.id}`,
    post,
    marker:
      post.id === currentId
        ? '열람중'
        : list.total_capped
          ? post.id
          : rowNumber(list.total, list.page, list.size, index),
    pinned: false,
    current: post.id === currentId,
  }));
  return [...pinned, ...rows];
}
