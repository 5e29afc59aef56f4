import { describe, expect, it } from 'vitest';
import { chosenAddressId, formatPoints, maxOrderQuantity, orderCost } from './order-limits';
import { fromSaleTime, salePeriodText, toSaleTime } from './sale-period';

describe('sale period times', () => {
  it('reads the form fields as Korean time and writes them back the same', () => {
    expect(toSaleTime('2026-11-24T10:00')).toBe('2026-11-24T10:00:00+09:00');
    expect(toSaleTime('')).toBeNull();
    expect(fromSaleTime('2026-11-24T01:00:00.000Z')).toBe('2026-11-24T10:00');
    expect(fromSaleTime(null)).toBe('');
  });

  it('describes open and closed periods', () => {
    expect(salePeriodText(null, null)).toBeNull();
    expect(salePeriodText('2026-11-24T01:00:00.000Z', null)).toBe('2026-11-24 10:00부터');
    expect(salePeriodText(null, '2026-11-30T14:59:00.000Z')).toBe('2026-11-30 23:59까지');
  });
});

describe('order limits', () => {
  it('takes the least of the stock, what the limit leaves and the per-order cap', () => {
    expect(maxOrderQuantity({ stock: 3, per_member_limit: null, ordered_by_me: 0 })).toBe(3);
    expect(maxOrderQuantity({ stock: 30, per_member_limit: 5, ordered_by_me: 3 })).toBe(2);
    expect(maxOrderQuantity({ stock: 30, per_member_limit: 2, ordered_by_me: 2 })).toBe(0);
    expect(maxOrderQuantity({ stock: 500, per_member_limit: null, ordered_by_me: 0 })).toBe(100);
    expect(maxOrderQuantity({ stock: 0, per_member_limit: 1, ordered_by_me: 0 })).toBe(0);
  });

  it('shows the balance after an order', () => {
    expect(orderCost(300, 2, 1000)).toEqual({ cost: 600, after: 400 });
    expect(orderCost(300, 4, 1000).after).toBe(-200);
    expect(formatPoints(12000)).toBe('12,000 P');
  });
});

describe('chosenAddressId', () => {
  const rows = [
    { id: 4, is_default: false },
    { id: 7, is_default: true },
  ];
  it('keeps the choice while the address exists, else takes the default', () => {
    expect(chosenAddressId(4, rows)).toBe(4);
    expect(chosenAddressId(null, rows)).toBe(7);
    expect(chosenAddressId(99, rows)).toBe(7);
    expect(chosenAddressId(null, [])).toBeNull();
  });
});
