import { describe, expect, it } from 'vitest';
import { canMoveOrder } from './order-status';
import { normalizeKoreanPhone } from './phone';
import { saleState } from './sale-state';

describe('normalizeKoreanPhone', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['011 123 4567', '011-123-4567'],
    ['02-123-4567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['031-987-6543', '031-987-6543'],
    ['070-1234-5678', '070-1234-5678'],
    ['1588-1234', '1588-1234'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeKoreanPhone(input)).toBe(expected);
  });

  it.each(['', '010-12-345', '1234', '010-1234-56789', '+82 10 1234 5678', '012-1234-5678', 'abc-defg-hijk'])(
    'refuses %j',
    (input) => {
      expect(normalizeKoreanPhone(input)).toBeNull();
    },
  );
});

describe('saleState', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const product = { is_show: true, stock: 3, sale_start: null, sale_end: null };

  it('tells hidden, not yet, over, sold out and on sale apart', () => {
    expect(saleState({ ...product, is_show: false }, now)).toBe('숨김');
    expect(saleState({ ...product, sale_start: '2026-11-25T00:00:00Z' }, now)).toBe('판매예정');
    expect(saleState({ ...product, sale_end: '2026-11-24T12:00:00Z' }, now)).toBe('판매종료');
    expect(saleState({ ...product, stock: 0 }, now)).toBe('품절');
    expect(saleState({ ...product, sale_start: '2026-11-24T00:00:00Z' }, now)).toBe('판매중');
  });
});

describe('canMoveOrder', () => {
  it('moves forward only, and cancels until delivered', () => {
    expect(canMoveOrder('주문접수', '준비중')).toBe(true);
    expect(canMoveOrder('준비중', '배송중')).toBe(true);
    expect(canMoveOrder('배송중', '배송완료')).toBe(true);
    expect(canMoveOrder('준비중', '배송완료')).toBe(false);
    expect(canMoveOrder('배송중', '준비중')).toBe(false);
    expect(canMoveOrder('배송중', '취소')).toBe(true);
    expect(canMoveOrder('배송완료', '취소')).toBe(false);
    expect(canMoveOrder('취소', '취소')).toBe(false);
  });
});
