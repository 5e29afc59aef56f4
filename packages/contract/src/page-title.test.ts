import { describe, expect, it } from 'vitest';
import { formatDocumentTitle, recordPageName, titleSourceFor } from './page-title';

const source = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return titleSourceFor(parsed.pathname, parsed.searchParams);
};

describe('formatDocumentTitle', () => {
  it("builds '{page} - {site title}'", () => {
    expect(formatDocumentTitle('카드랭킹')).toBe('카드랭킹 - 포켓몬카드 DB/커뮤니티 카드도감');
  });

  it('uses the site title alone without a page name', () => {
    expect(formatDocumentTitle(null)).toBe('포켓몬카드 DB/커뮤니티 카드도감');
    expect(formatDocumentTitle('  ')).toBe('포켓몬카드 DB/커뮤니티 카드도감');
  });
});

describe('titleSourceFor', () => {
  it('names the fixed pages of the spec table', () => {
    expect(source('/card/list?text=피카츄').name).toBe('카드 리스트');
    expect(source('/rank').name).toBe('카드랭킹');
    expect(source('/mypage/point').name).toBe('마이페이지');
    expect(source('/admin/card/pre_card').name).toBe('관리자 페이지');
    expect(source('/trade/post/list').name).toBe('카드거래');
    expect(source('/collection/dashboard').name).toBe('콜렉션북');
    expect(source('/deck/list').name).toBe('덱 레시피');
    expect(source('/pointmall/list').name).toBe('포인트몰');
  });

  it('names the league figures, match records and 명함 pages', () => {
    expect(source('/league/deck/detail?id=3').name).toBe('리그 덱 통계');
    expect(source('/league/player/list').name).toBe('리그 선수 순위');
    expect(source('/record?user_id=ash').name).toBe('전적');
    expect(source('/record_capture?user_id=ash').name).toBe('전적');
    expect(source('/businesscard').name).toBe('명함');
  });

  it('names the set pages', () => {
    expect(source('/set').name).toBe('제품 목록');
    expect(source('/set?nation=kr&name=151').name).toBe('제품 목록');
  });

  it('names the deck test page', () => {
    expect(source('/tests?deck_id=7').name).toBe('덱 테스트');
  });

  it('names the card builder', () => {
    expect(source('/card/builder').name).toBe('카드 만들기');
    expect(source('/card/list').name).toBe('카드 리스트');
  });

  it('does not mistake look-alike paths for a section', () => {
    expect(source('/deck_capture').name).toBeNull();
    expect(source('/').name).toBeNull();
  });

  it('looks up record titles by id', () => {
    expect(source('/card/detail?id=sv1-25')).toEqual({ name: null, record: { kind: 'card', id: 'sv1-25' } });
    expect(source('/trade/post/read?id=12')).toEqual({
      name: '카드거래',
      record: { kind: 'tradePost', id: '12' },
    });
    expect(source('/deck/read?id=3').record).toEqual({ kind: 'deck', id: '3' });
    expect(source('/pointmall/read?id=9').record).toEqual({ kind: 'pointmall', id: '9' });
  });

  it('falls back to the section name when the id cannot name a record', () => {
    expect(source('/trade/post/read?id=abc')).toEqual({ name: '카드거래' });
    expect(source('/card/detail').record).toBeUndefined();
  });

  it('titles boards by their board name', () => {
    expect(source('/board/list?board_group=커뮤니티&board_name=자유게시판').name).toBe('자유게시판');
    const read = source('/board/read?board_group=커뮤니티&board_name=자유게시판&id=5');
    expect(read.record).toEqual({ kind: 'board', id: '5', boardName: '자유게시판' });
    expect(recordPageName(read.record!, '첫 글')).toBe('첫 글 > 자유게시판');
  });

  it('names the attendance check and the inquiries after their menu entries', () => {
    expect(source('/day_check').name).toBe('출석체크');
    expect(source('/contact/read').name).toBe('1:1 문의');
    expect(source('/official_league/deck_rank/detail').name).toBe('공식대회');
    expect(source('/official_league_x').name).toBeNull();
    expect(source('/contactus').name).toBeNull();
  });

  it('names the policy pages, reusing the point guide title for credits', () => {
    expect(source('/policy/apiguide').name).toBe('한국 포켓몬카드 API');
    expect(source('/policy/pointguide').name).toBe('포인트 적립 안내');
    expect(source('/policy/creditsandcontact').name).toBe('포인트 적립 안내');
  });
});
