import { describe, expect, it } from 'vitest';
import { alertState, alertText, sparkPoints } from './watch-text';

describe('watchlist words and the sparkline', () => {
  it('writes the alert and its state', () => {
    expect(alertText({ alert_kind: 'price_at_most', target_price: 15_000 })).toBe('15,000원 이하');
    expect(alertText({ alert_kind: 'any_trade', target_price: null })).toBe('거래 발생');
    expect(alertText({ alert_kind: 'none', target_price: null })).toBe('알림 없음');
    expect(alertState({ alert_kind: 'price_at_most', target_price: 1, armed: true })).toBe('대기중');
    expect(alertState({ alert_kind: 'any_trade', target_price: null, armed: false })).toBe('알림 보냄');
    expect(alertState({ alert_kind: 'none', target_price: null, armed: true })).toBeNull();
  });

  it('places the days of a 30-day period from left to right and the prices from low to high', () => {
    const points = sparkPoints(
      [
        { day: '2026-10-22', avg: 10_000 },
        { day: '2026-11-05', avg: 20_000 },
        { day: '2026-11-20', avg: 15_000 },
      ],
      '2026-11-20',
      30,
      116,
      28,
    );
    expect(points).toEqual([
      [0, 28],
      [56, 0],
      [116, 14],
    ]);
    expect(sparkPoints([{ day: '2026-11-20', avg: 5 }], '2026-11-20', 30, 116, 28)).toEqual([[116, 14]]);
    expect(sparkPoints([], '2026-11-20', 30, 116, 28)).toEqual([]);
  });
});
