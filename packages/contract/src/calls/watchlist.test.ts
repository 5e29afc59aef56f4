import { describe, expect, it } from 'vitest';
import { WATCHLIST_MSG as M, conditionLabel, keptWatch, watchInput } from './watchlist';

describe('watchlist entries', () => {
  it('writes a condition as people say it', () => {
    const label = (card_state: string | null, grade_company: string | null = null, grade: number | null = null) =>
      conditionLabel({ card_state, grade_company, grade });
    expect(label(null)).toBe('모든 상태');
    expect(label('S급')).toBe('S급');
    expect(label('등급', 'PSA', 100)).toBe('PSA 10');
    expect(label('등급', 'ETC', 95)).toBe('기타 9.5');
    expect(label('등급', 'PSA')).toBe('PSA 등급');
    expect(label('등급', null, 90)).toBe('등급 9');
    expect(label('등급')).toBe('등급');
  });

  it('keeps a grade only for 등급 and a target only for a price alert', () => {
    const base = { card_state: 'A급', grade_company: 'PSA', grade: 100, alert_kind: 'any_trade', target_price: 5000 } as const;
    expect(keptWatch(base)).toMatchObject({ grade_company: null, grade: null, target_price: null });
    expect(keptWatch({ ...base, card_state: '등급', alert_kind: 'price_at_most' })).toMatchObject({
      grade_company: 'PSA',
      grade: 100,
      target_price: 5000,
    });
  });

  it('refuses a price alert without a target and a target out of range, in Korean', () => {
    const check = (fields: object) => watchInput.safeParse({ card_id: 'sv3pt5-6', nation: 'kr', ...fields });
    expect(check({ alert_kind: 'price_at_most', target_price: 15000 }).success).toBe(true);
    expect(check({ alert_kind: 'price_at_most' }).error?.issues[0]?.message).toBe(M.targetRequired);
    expect(check({ alert_kind: 'price_at_most', target_price: -1 }).error?.issues[0]?.message).toBe(M.targetInvalid);
    expect(check({ alert_kind: 'price_at_most', target_price: 1.5 }).error?.issues[0]?.message).toBe(M.targetInvalid);
  });
});
