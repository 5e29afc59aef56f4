import { describe, expect, it } from 'vitest';
import { cardsAddedText, noDataNotice, notReleasedForTrade, MSG } from './messages';

describe('messages', () => {
  it('uses the spec strings verbatim', () => {
    expect(MSG.ipBanned).toBe('이 아이피는 운영자에 의해 차단되었습니다.');
    expect(MSG.cardMissing).toBe('해당 ID로는 등록된 카드정보가 없습니다.');
    expect(MSG.otherManagerCard).toBe('다른 매니저가 수정한 카드를 수정할 수 없습니다.');
  });

  it('counts 0 added cards as 1 in the toast', () => {
    expect(cardsAddedText(0)).toBe('1장이 추가되었습니다');
    expect(cardsAddedText(4)).toBe('4장이 추가되었습니다');
  });

  it('invites contributions only for kr and jp no-data notices', () => {
    expect(noDataNotice('en')).not.toMatch(/포인트/);
    expect(noDataNotice('kr')).toMatch(/포인트/);
    expect(noDataNotice('jp')).toMatch(/일본어/);
  });

  it('names the edition in the trade refusal', () => {
    expect(notReleasedForTrade('jp')).toMatch(/^일본 카드는/);
  });
});
