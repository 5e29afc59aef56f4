import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADDRESS_MAX, addressCalls as calls } from '@carddogam/contract/calls/address';
import { ADDRESS_MSG } from '@carddogam/contract/messages';
import { queryRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { errorOf, shopper, type Shopper } from '../helpers/pointmall';

/** Delivery addresses (/mypage/address; decision 033): Korean validation, the default, the limit, ownership. */
describe('delivery addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const home = {
    label: '집',
    recipient: '김철수',
    phone: '01012345678',
    postcode: '06236',
    address: '서울 강남구 테헤란로 152',
    address_detail: '12층',
  };
  const rowsOf = async (who: Shopper) => (await t.call(calls.list, {}, who.headers)).rows;
  const stored = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        t.services.db,
        sql`select count(*)::int as n from user_address where user_id = ${userId}`,
      )
    )[0]!.n;

  it('stores a Korean phone number hyphenated and makes the first address the default', async () => {
    const member = await shopper(t);
    await t.call(calls.insert, home, member.headers);
    await t.call(
      calls.insert,
      { ...home, label: '회사', phone: '02 123 4567', address_detail: '' },
      member.headers,
    );
    const rows = await rowsOf(member);
    expect(rows.map((r) => [r.label, r.phone, r.is_default])).toEqual([
      ['집', '010-1234-5678', true],
      ['회사', '02-123-4567', false],
    ]);
  });

  it('refuses malformed input with a Korean 400 and writes nothing', async () => {
    const member = await shopper(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: '010-12-345' }, ADDRESS_MSG.phoneInvalid],
      [{ phone: '전화번호' }, ADDRESS_MSG.phoneInvalid],
      [{ phone: '+82-10-1234-5678' }, ADDRESS_MSG.phoneInvalid],
      [{ postcode: '1234' }, ADDRESS_MSG.postcodeInvalid],
      [{ postcode: '123456' }, ADDRESS_MSG.postcodeInvalid],
      [{ postcode: '12a45' }, ADDRESS_MSG.postcodeInvalid],
      [{ recipient: '  ' }, ADDRESS_MSG.recipientRequired],
      [{ recipient: '가'.repeat(21) }, ADDRESS_MSG.recipientTooLong],
      [{ address: '' }, ADDRESS_MSG.addressRequired],
    ];
    for (const [change, message] of cases) {
      const res = await t.post(calls.insert.path, { params: { ...home, ...change } }, member.headers);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(errorOf(res.body).message).toContain(message);
    }
    expect(await stored(member.userId)).toBe(0);
    expect((await t.post(calls.insert.path, { params: home })).status).toBe(401);
  });

  it('moves the default, and passes it on when the default is deleted', async () => {
    const member = await shopper(t);
    const a = (await t.call(calls.insert, { ...home, label: 'A' }, member.headers)).id;
    const b = (await t.call(calls.insert, { ...home, label: 'B' }, member.headers)).id;
    const c = (await t.call(calls.insert, { ...home, label: 'C', is_default: true }, member.headers)).id;
    expect((await rowsOf(member)).filter((r) => r.is_default).map((r) => r.id)).toEqual([c]);
    await t.call(calls.setDefault, { id: a }, member.headers);
    expect((await rowsOf(member)).map((r) => r.id)).toEqual([a, c, b]);
    await t.call(calls.remove, { id: a }, member.headers);
    const left = await rowsOf(member);
    expect(left.map((r) => [r.id, r.is_default])).toEqual([
      [c, true],
      [b, false],
    ]);
    await t.call(calls.update, { id: b, ...home, label: 'B2', is_default: true }, member.headers);
    expect((await rowsOf(member)).map((r) => [r.label, r.is_default])).toEqual([
      ['B2', true],
      ['C', false],
    ]);
  });

  it(`keeps a member to ${ADDRESS_MAX} addresses, also when they arrive together`, async () => {
    const member = await shopper(t);
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_MAX + 3 }, (_, i) =>
        t.post(calls.insert.path, { params: { ...home, label: `주소${i}` } }, member.headers),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(ADDRESS_MAX);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(errorOf(answer.body)).toEqual({ code: 'ADDRESS_LIMIT', message: ADDRESS_MSG.tooMany });
    const rows = await rowsOf(member);
    expect(rows).toHaveLength(ADDRESS_MAX);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
  });

  it("never reads or changes someone else's address", async () => {
    const owner = await shopper(t);
    const other = await shopper(t);
    const id = (await t.call(calls.insert, home, owner.headers)).id;
    for (const [path, params] of [
      [calls.update.path, { id, ...home, recipient: '남의주소' }],
      [calls.remove.path, { id }],
      [calls.setDefault.path, { id }],
    ] as const) {
      const res = await t.post(path, { params }, other.headers);
      expect(res.status).toBe(404);
      expect(errorOf(res.body)).toEqual({ code: 'ADDRESS_NOT_FOUND', message: ADDRESS_MSG.notFound });
    }
    expect(await rowsOf(other)).toEqual([]);
    expect((await rowsOf(owner))[0]).toMatchObject({ id, recipient: '김철수', is_default: true });
  });
});
