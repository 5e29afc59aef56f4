import { describe, expect, it } from 'vitest';
import { withCondition } from '../lib/grades';
import { changeState, newPriceRow, pickCreated, pickSold, rowToParams } from './price-rows';

const TODAY = '2026-11-23';
const row = () => ({ ...newPriceRow({ id: 'sv4-1', name: 'Card', nation: 'kr' }, TODAY), card_price: 9000 });

describe('price create rows (§2.11, §4)', () => {
  it('starts as 등록됨 registered today', () => {
    expect(row()).toMatchObject({ state: '등록됨', card_created: TODAY, card_sold: null });
  });

  it('picking a date sets its state and clears the other date', () => {
    const sold = pickSold(row(), '2026-11-20');
    expect(sold).toMatchObject({ state: '판매완료', card_sold: '2026-11-20', card_created: null });
    expect(pickCreated(sold, '2026-11-01')).toMatchObject({
      state: '등록됨',
      card_created: '2026-11-01',
      card_sold: null,
    });
  });

  it('changing the state clears the other date', () => {
    const sold = changeState(row(), '판매완료', TODAY);
    expect(sold).toMatchObject({ card_created: null, card_sold: TODAY });
    expect(changeState(sold, '등록됨', TODAY)).toMatchObject({ card_sold: null, card_created: TODAY });
  });

  it('sends post_id 0, the state’s date only, and grades only for 등급', () => {
    expect(rowToParams(changeState(row(), '판매완료', TODAY))).toMatchObject({
      post_id: 0,
      card_id: 'sv4-1',
      card_created: null,
      card_sold: TODAY,
      grade_company: null,
      grade: null,
    });
    expect(rowToParams(withCondition(row(), '등급'))).toMatchObject({ grade_company: 'PSA', grade: 100 });
  });
});
