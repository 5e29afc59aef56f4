import { describe, expect, it } from 'vitest';
import { BOARD_MSG, MSG } from '@carddogam/contract/messages';
import { listEntries } from './list-entries';
import { findMention, mentionLabel, mentionPrice } from './mentions';
import { listDate } from './post-date';
import { rowNumber } from './row-number';
import { listResult, postItem, readResult, WRITER } from './test-fixtures';
import { voteBlockReason } from './vote-block';

describe('listDate', () => {
  const now = new Date('2026-11-24T03:00:00Z'); // 12:00 in Seoul
  it('shows the time today, the month and day this year, and the date before', () => {
    expect(listDate('2026-11-24 09:05', now)).toBe('09:05');
    expect(listDate('2026-11-23 23:59', now)).toBe('11-23');
    expect(listDate('2025-12-31 10:00', now)).toBe('2025-12-31');
  });
  it("uses Korean time for 'today'", () => {
    // 16:00 UTC on the 23rd is already the 24th in Seoul.
    expect(listDate('2026-11-24 00:30', new Date('2026-11-23T16:00:00Z'))).toBe('00:30');
  });
});

describe('list rows', () => {
  it('numbers posts down from the total and marks notices and the post being read', () => {
    expect(rowNumber(45, 1, 20, 0)).toBe(45);
    expect(rowNumber(45, 3, 20, 4)).toBe(1);
    const entries = listEntries(listResult({ page: 2 }), { searching: false, currentId: 44 });
    expect(entries.map((e) => e.marker)).toEqual(['공지', 25, '열람중']);
    expect(entries.map((e) => e.current)).toEqual([false, false, true]);
  });
  it('shows post ids when a search was counted only in part', () => {
    const capped = listResult({ total: 201, total_capped: true, rows: [postItem(812), postItem(640)] });
    expect(listEntries(capped, { searching: true }).map((e) => e.marker)).toEqual([812, 640]);
  });
  it('leaves pinned notices out of search results', () => {
    expect(listEntries(listResult(), { searching: true }).map((e) => e.post.id)).toEqual([45, 44]);
  });
});

describe('mention chips', () => {
  const mention = readResult().mentions[0]!;
  it('finds a chip by card and edition', () => {
    expect(findMention([mention], 'sv3pt5-6', 'kr')).toBe(mention);
    expect(findMention([mention], 'sv3pt5-6', 'jp')).toBeUndefined();
  });
  it('shows the price in won, or 거래 없음', () => {
    expect(mentionPrice(mention)).toBe('12,300원');
    expect(mentionPrice({ avg_price: null })).toBe('거래 없음');
    expect(mentionLabel('리자몽 ex', mention)).toBe('리자몽 ex 국내판 평균 시세 12,300원, 카드 정보 보기');
    expect(mentionLabel('리자몽 ex', { edition: 'jp', avg_price: null })).toContain('일본판 거래 없음');
  });
});

describe('voteBlockReason', () => {
  const read = readResult();
  const cannot = { ...read, can: { ...read.can, vote: false } };
  const member = { user_id: 'reader', type: '사용자' };
  it('is null when the server allows the vote', () => {
    expect(voteBlockReason(read, member)).toBeNull();
  });
  it('explains each refusal', () => {
    expect(voteBlockReason(cannot, null)).toBe(BOARD_MSG.loginRequired);
    expect(voteBlockReason({ ...cannot, my_vote: 'up' }, member)).toBe(BOARD_MSG.alreadyVoted);
    expect(voteBlockReason(cannot, { user_id: 'x', type: '밴 유저' })).toBe(MSG.bannedUser);
    expect(voteBlockReason(cannot, { user_id: WRITER.user_id, type: '사용자' })).toBe(BOARD_MSG.voteOwn);
    expect(voteBlockReason({ ...cannot, post: { ...cannot.post, blinded: true } }, member)).toBe(
      BOARD_MSG.voteBlinded,
    );
  });
});
