import { describe, expect, it } from 'vitest';
import { recordFields } from '@carddogam/contract/calls/league';
import { draftToParams, emptyDraft, seoulInputNow } from './record-draft';

const ARCHETYPES = [
  { id: 3, name_kr: '드래펄트 ex' },
  { id: 7, name_kr: '리자몽 ex' },
];

describe('the record form’s draft', () => {
  it('starts at the current minute in Korean time, whatever the browser’s zone', () => {
    // 2026-03-01 23:30 UTC is 2026-03-02 08:30 in Seoul.
    expect(seoulInputNow(new Date('2026-03-01T23:30:40Z'))).toBe('2026-03-02T08:30');
    expect(emptyDraft(new Date('2026-03-01T23:30:40Z'))).toMatchObject({ turn: 'unknown', result: null });
  });

  it('sends a known archetype by id and anything else as the typed name, with the Korean offset', () => {
    const params = draftToParams(
      {
        playedAt: '2026-03-02T08:30',
        myDeck: ' 드래펄트 ex ',
        opponentDeck: '로스트 기라티나',
        opponentName: ' 웅 ',
        turn: 'second',
        result: 'loss',
        memo: ' 사이드 1장 차이 ',
      },
      ARCHETYPES,
    );
    expect(params).toEqual({
      played_at: '2026-03-02T08:30:00+09:00',
      my_archetype_id: 3,
      my_deck_name: '',
      opponent_archetype_id: null,
      opponent_deck_name: '로스트 기라티나',
      opponent_name: '웅',
      went_first: false,
      result: 'loss',
      memo: '사이드 1장 차이',
    });
    // What the form sends is what the server accepts: the same schema checks it.
    expect(recordFields.safeParse(params).success).toBe(true);
  });

  it('leaves an unchosen result and a missing deck for the contract to refuse in Korean', () => {
    const params = draftToParams({ ...emptyDraft(new Date('2026-03-01T00:00:00Z')) }, ARCHETYPES);
    const checked = recordFields.safeParse(params);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => [i.path[0], i.message])).toContainEqual([
      'result',
      '승, 패, 무 중 결과를 선택해주세요.',
    ]);
  });
});
