import { describe, expect, it } from 'vitest';
import { productFields } from '@carddogam/contract/calls/pointmall';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { draftOf, paramsOf } from './product-draft';

describe('product draft', () => {
  it('sends a filled form as the write call takes it', () => {
    const draft = {
      ...draftOf(null),
      title: '피카츄 키링',
      category: '굿즈',
      price: 1500,
      stock: 10,
      sale_start: '2026-12-01T10:00',
    };
    const checked = productFields.parse(paramsOf(draft));
    expect(checked).toMatchObject({
      price: 1500,
      stock: 10,
      per_member_limit: null,
      sale_start: '2026-12-01T10:00:00+09:00',
      sale_end: null,
      is_show: true,
    });
  });

  it('names the fields a refusal is about, in Korean', () => {
    const draft = { ...draftOf(null), title: '키링', category: '굿즈', price: -5, stock: '' };
    const result = productFields.safeParse(paramsOf(draft));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages.price).toBe(POINTMALL_MSG.priceInvalid);
    expect(messages.stock).toBe(POINTMALL_MSG.stockInvalid);
  });
});
