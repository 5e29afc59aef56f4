import { describe, expect, it } from 'vitest';
import {
  boardStart,
  listCallParams,
  listHref,
  readHref,
  readListState,
  updateHref,
  withFilter,
  withPage,
  writeHref,
} from './list-state';

const parse = (query: string) => readListState(new URLSearchParams(query));

describe('board list state in the address', () => {
  it('reads the board, page, 말머리, tab and search, falling back to the defaults', () => {
    expect(
      parse(
        'board_group=커뮤니티&board_name=자유게시판&page=3&category=질문&tab=베스트&search_type=글쓴이&keyword= 피카 ',
      ),
    ).toEqual({
      boardGroup: '커뮤니티',
      boardName: '자유게시판',
      page: 3,
      category: '질문',
      tab: '베스트',
      searchType: '글쓴이',
      keyword: '피카',
    });
    expect(parse('board_name=자유게시판&page=-2&tab=인기&search_type=아무거나')).toMatchObject({
      boardGroup: null,
      page: 1,
      tab: '전체',
      searchType: '제목',
      keyword: '',
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('').boardName).toBe('');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const start = boardStart({ group: '커뮤니티', name: '카드/DB 추가 요청' });
    expect(listHref(start)).toBe(
      `/board/list?${new URLSearchParams({ board_group: '커뮤니티', board_name: '카드/DB 추가 요청' })}`,
    );
    const searched = withFilter(withPage(start, 4), { searchType: '내용', keyword: '리자몽' });
    expect(searched.page).toBe(1);
    const state = withPage({ ...searched, category: '질문', tab: '베스트' }, 2);
    const href = listHref(state);
    expect(readListState(new URL(href, 'http://x').searchParams)).toEqual(state);
  });

  it('keeps the list state on a read address, after the id', () => {
    const state = withPage(boardStart({ group: '커뮤니티', name: '자유게시판' }), 2);
    const href = readHref(state, 7);
    const query = new URL(href, 'http://x').searchParams;
    expect(href.startsWith('/board/read?')).toBe(true);
    expect([...query.keys()]).toEqual(['board_group', 'board_name', 'id', 'page']);
    expect(query.get('id')).toBe('7');
    expect(readListState(query)).toEqual(state);
  });

  it('builds the write and update addresses and the list call', () => {
    const board = { group: '커뮤니티', name: '자유게시판' };
    expect(writeHref(board)).toBe(
      `/board/write?${new URLSearchParams({ board_group: '커뮤니티', board_name: '자유게시판' })}`,
    );
    expect(new URL(updateHref(board, 9), 'http://x').searchParams.get('id')).toBe('9');
    expect(listCallParams({ ...boardStart({ group: null, name: '자유게시판' }), keyword: '피카' })).toEqual({
      board_name: '자유게시판',
      page: 1,
      category: null,
      tab: '전체',
      search_type: '제목',
      keyword: '피카',
    });
  });
});
