import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cardLinkCalls as calls, CARD_LINK_MSG as M } from '@carddogam/contract/calls/card-links';
import type { UserType } from '@carddogam/contract/constants';
import { createTestApp, type TestApp } from '../helpers/app';
import { createMember, sessionCookie } from '../helpers/members';
import { insertCard } from '../factories/cards';
import {
  cardAttack,
  cardEn,
  cardJp,
  cardLinkProposal,
  cardReview,
  cardSearch,
  staffActionLog,
  tradePrice,
  translationEntry,
} from '../../src/db/schema/index';

describe('en↔jp link proposals (/admin/card/new_card_jp)', () => {
  let t: TestApp;
  const as = {} as Record<UserType, Record<string, string>>;
  const ids = {} as Record<UserType, string>;
  let counter = 0;

  /** An English Pokémon and a Japanese own card of the same print (dex, HP, attacks, number). */
  async function printPair(options: { englishHasJp?: boolean; attackDamage?: string } = {}) {
    counter += 1;
    const dex = 900 + counter;
    const number = String(counter);
    const english = await insertCard(t.services.db, {
      en: { id: `link-en-${counter}`, name: 'Testmon', nationalPokedexNumbers: [dex], hp: 330, number },
      kr: false,
      jp: options.englishHasJp ? { name: '既存' } : false,
    });
    const own = await insertCard(t.services.db, {
      en: {
        id: `jp-LINK-${counter}`,
        name: 'テストモン',
        source: 'tcgdex',
        isAvailable: false,
        nationalPokedexNumbers: [dex],
        hp: 330,
        number,
        setId: null,
        dump: null,
      },
      kr: false,
      jp: { name: 'テストモン', number },
      withParts: false,
    });
    await t.services.db.insert(cardAttack).values([
      {
        cardId: own,
        nation: 'jp',
        position: 0,
        name: 'ブレイブウイング',
        cost: 'Fire',
        convertedEnergyCost: 1,
        damage: '60+',
        damageValue: 60,
      },
      {
        cardId: own,
        nation: 'jp',
        position: 1,
        name: 'バーストタイフーン',
        cost: 'Fire,Fire,Fire,Fire',
        convertedEnergyCost: 4,
        damage: options.attackDamage ?? '330',
        damageValue: Number.parseInt(options.attackDamage ?? '330', 10),
      },
    ]);
    return { english, own };
  }

  const proposalOf = async (own: string) =>
    (await t.services.db.select().from(cardLinkProposal).where(eq(cardLinkProposal.fromCardId, own)))[0];
  const find = () => t.call(calls.findProposals, {}, as['운영진']);

  beforeAll(async () => {
    t = await createTestApp();
    // The name dictionary says the Japanese name is the English one, so the name fact agrees.
    await t.services.db
      .insert(translationEntry)
      .values({ kind: 'card_name', en: 'Testmon', kr: '테스트몬', jp: 'テストモン' });
    for (const type of ['관리자', '운영진', '매니저', '일어알바', '사용자'] as const) {
      const member = await createMember(t, { type });
      ids[type] = member.userId;
      as[type] = await sessionCookie(t, member.userId);
    }
  });
  afterAll(() => t.close());

  it('proposes the English card with the evidence of every fact, and lists it side by side', async () => {
    const { english, own } = await printPair();
    expect((await find()).made).toBeGreaterThanOrEqual(1);
    const proposal = await proposalOf(own);
    expect(proposal).toMatchObject({ toCardId: english, status: '대기', score: 1 });
    expect(proposal!.evidence).toMatchObject({
      name: { from: 'テストモン', to: 'Testmon', same: true },
      dex: { same: true },
      hp: { from: '330', to: '330', same: true },
      attacks: { from: 'Fire:60/Fire+Fire+Fire+Fire:330', same: true },
      number: { same: true },
    });
    const list = await t.call(calls.proposals, { status: '대기', size: 100 }, as['일어알바']);
    const row = list.rows.find((r) => r.id === proposal!.id)!;
    expect(row.from).toMatchObject({ id: own, name_local: 'テストモン', image_nation: 'jp' });
    expect(row.to).toMatchObject({ id: english, name: 'Testmon', image_nation: 'en' });
  });

  it('a disagreeing attack shows ✗ on that fact and lowers the score', async () => {
    const { own } = await printPair({ attackDamage: '300' });
    await find();
    const proposal = await proposalOf(own);
    expect(proposal!.evidence).toMatchObject({ attacks: { same: false }, hp: { same: true } });
    expect(proposal!.score).toBeCloseTo(0.8);
  });

  it('a 매니저 may not confirm (§6 admin), and nothing moves', async () => {
    const { own } = await printPair();
    await find();
    const proposal = await proposalOf(own);
    const res = await t.post(calls.confirm.path, { params: { id: proposal!.id } }, as['매니저']);
    expect(res.status).toBe(403);
    expect((await proposalOf(own))!.status).toBe('대기');
    expect(await t.services.db.select().from(cardEn).where(eq(cardEn.id, own))).toHaveLength(1);
  });

  it('confirming moves the print onto the English card and re-points a review and a price record', async () => {
    const { english, own } = await printPair();
    await find();
    const proposal = await proposalOf(own);
    const db = t.services.db;
    await db.insert(cardReview).values([
      { cardId: own, textNation: 'jp', userId: ids['사용자'], content: '일판 리뷰' },
      { cardId: own, textNation: 'jp', userId: ids['매니저'], content: '겹치는 리뷰' },
      { cardId: english, textNation: 'jp', userId: ids['매니저'], content: '영어 카드에 있던 리뷰' },
    ]);
    await db
      .insert(tradePrice)
      .values({ cardId: own, cardNation: 'jp', cardState: '미개봉', cardPrice: 12000 });

    const res = await t.call(calls.confirm, { id: proposal!.id }, as['관리자']);
    expect(res).toEqual({ card_id: english, message: M.confirmed });

    expect(await db.select().from(cardEn).where(eq(cardEn.id, own))).toEqual([]);
    expect((await db.select().from(cardJp).where(eq(cardJp.cardId, english)))[0]?.name).toBe('テストモン');
    const jpAttacks = await db
      .select()
      .from(cardAttack)
      .where(sql`${cardAttack.cardId} = ${english} and nation = 'jp'`);
    expect(jpAttacks.map((a) => a.name)).toEqual(['ブレイブウイング', 'バーストタイフーン']);
    const reviews = await db.select().from(cardReview).where(eq(cardReview.cardId, english));
    expect(reviews.map((r) => r.content).sort()).toEqual(['영어 카드에 있던 리뷰', '일판 리뷰']);
    expect(await db.select().from(cardReview).where(eq(cardReview.cardId, own))).toEqual([]);
    const prices = await db.select().from(tradePrice).where(eq(tradePrice.cardId, english));
    expect(prices.map((p) => p.cardPrice)).toEqual([12000]);
    const search = await db
      .select()
      .from(cardSearch)
      .where(sql`${cardSearch.cardId} in (${own}, ${english})`);
    expect(search.map((s) => [s.cardId, s.nameJp])).toEqual([[english, 'テストモン']]);
    expect(await proposalOf(own)).toMatchObject({ status: '확정', decidedBy: ids['관리자'] });
    const [log] = await db
      .select()
      .from(staffActionLog)
      .where(eq(staffActionLog.action, 'card_link.confirm'));
    expect(log).toMatchObject({ userId: ids['관리자'], targetId: english });
    expect(log!.after).toMatchObject({ removed: own, moved: { card_review: 1, trade_price: 1 } });
  });

  it('refuses with 409 when the English card already has a Japanese record, and changes nothing', async () => {
    const { english, own } = await printPair();
    await find();
    // The English card got its Japanese record after the proposal was made.
    await t.services.db.insert(cardJp).values({ cardId: english, name: '既存' });
    await t.services.db
      .insert(tradePrice)
      .values({ cardId: own, cardNation: 'jp', cardState: '미개봉', cardPrice: 5000 });
    const proposal = await proposalOf(own);
    const res = await t.post(calls.confirm.path, { params: { id: proposal!.id } }, as['관리자']);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'CARD_ALREADY_LINKED', message: M.englishHasJapanese } });
    expect(await t.services.db.select().from(cardEn).where(eq(cardEn.id, own))).toHaveLength(1);
    expect((await t.services.db.select().from(cardJp).where(eq(cardJp.cardId, own)))[0]?.name).toBe(
      'テストモン',
    );
    expect(await t.services.db.select().from(tradePrice).where(eq(tradePrice.cardId, own))).toHaveLength(1);
    expect((await proposalOf(own))!.status).toBe('대기');
  });

  it('never proposes an English card that has a Japanese record already', async () => {
    const { own } = await printPair({ englishHasJp: true });
    await find();
    expect(await proposalOf(own)).toBeUndefined();
  });

  it('a rejected pair is not proposed again', async () => {
    const { english, own } = await printPair();
    await find();
    const proposal = await proposalOf(own);
    expect((await t.call(calls.reject, { id: proposal!.id }, as['일어알바'])).message).toBe(M.rejected);
    await find();
    const rows = await t.services.db
      .select()
      .from(cardLinkProposal)
      .where(eq(cardLinkProposal.fromCardId, own));
    expect(rows).toEqual([
      expect.objectContaining({ toCardId: english, status: '거절', decidedBy: ids['일어알바'] }),
    ]);
    const again = await t.post(calls.reject.path, { params: { id: proposal!.id } }, as['운영진']);
    expect(again.status).toBe(409);
  });

  it('guests and members may not read proposals', async () => {
    expect((await t.post(calls.proposals.path, { params: {} })).status).toBe(401);
    expect((await t.post(calls.proposals.path, { params: {} }, as['사용자'])).status).toBe(403);
  });
});
