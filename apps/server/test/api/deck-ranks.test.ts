import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckRankCalls as calls } from '@carddogam/contract/calls/deck-rank';
import { formatDate } from '@carddogam/contract/dates';
import { addMonths } from '@carddogam/contract/leagues/period';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertCard } from '../factories/cards';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { rebuildRankRollup } from '../../src/repositories/deck-rank-rollup';
import {
  deckArchetype,
  officialLeague,
  officialLeagueType,
  officialPlayer,
  officialStanding,
  officialStandingCard,
  tradePrice,
} from '../../src/db/schema/index';

/**
 * Deck ranks (decision 034) over standings seeded straight into the tables. Every expected figure below is
 * counted by hand from this table (A = 리자몽ex, B = 가디안ex, - = untagged):
 *
 *   L1 2026-03-10 Master 코리안리그   1 A, 2 B, 3 A, 4 -, 9 A, 10 B
 *   L2 2026-04-05 Master 시티리그     1 B, 2 A, 3 B, 12 B
 *   L3 2026-04-20 Senior 시티리그     1 A, 2 A
 *   L4 2025-12-01 Master 코리안리그   1 B               (before the period asked for)
 */
describe('official league deck ranks', () => {
  let t: TestApp;
  const ids = { korean: 0, city: 0, a: 0, b: 0, l1: 0, l2: 0, l3: 0 };
  const card = { x: '', y: '', z: '' };
  const PERIOD = { from: '2026-03-01', to: '2026-04-30' };
  const daysAgo = (n: number) => formatDate(Date.now() - n * 86_400_000);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    // The migration seeds the event types.
    const types = new Map((await db.select().from(officialLeagueType)).map((r) => [r.name, r.id]));
    ids.korean = types.get('코리안리그')!;
    ids.city = types.get('시티리그')!;
    const archetypes = await db
      .insert(deckArchetype)
      .values([
        { nameKr: '리자몽ex', nameEn: 'Charizard ex', keyCardName: 'Charizard ex', priority: 10 },
        { nameKr: '가디안ex', nameEn: 'Gardevoir ex', keyCardName: 'Gardevoir ex', priority: 10 },
      ])
      .returning();
    ids.a = archetypes[0]!.id;
    ids.b = archetypes[1]!.id;

    card.x = await insertCard(db, { en: { name: 'Charizard ex' }, kr: { name: '리자몽 ex' } });
    card.y = await insertCard(db, { en: { name: 'Rare Candy', supertype: 'Trainer' }, withParts: false });
    card.z = await insertCard(db, { en: { name: 'Pidgeot ex' }, withParts: false });
    await refreshCardSearch(db);

    let player = 0;
    const event = async (
      name: string,
      eventDate: string,
      division: string,
      typeId: number,
      lines: [placement: number, archetype: number | null, cards?: [string, number][]][],
    ) => {
      const [league] = await db
        .insert(officialLeague)
        .values({ name, typeId, eventDate, division })
        .returning();
      for (const [placement, archetypeId, cards] of lines) {
        player += 1;
        const [p] = await db
          .insert(officialPlayer)
          .values({ name: `선수 ${player}`, nameKey: `선수${player}` })
          .returning();
        const [s] = await db
          .insert(officialStanding)
          .values({
            leagueId: league!.id,
            placement,
            playerId: p!.id,
            archetypeId,
            eventDate,
            division,
            typeId,
          })
          .returning();
        if (cards?.length) {
          await db
            .insert(officialStandingCard)
            .values(cards.map(([cardId, amount]) => ({ standingId: s!.id, cardId, amount })));
        }
      }
      return league!.id;
    };
    const { a, b } = ids;
    const [x, y, z] = [card.x, card.y, card.z];
    ids.l1 = await event('코리안리그 3월', '2026-03-10', 'Master', ids.korean, [
      [
        1,
        a,
        [
          [x, 4],
          [y, 2],
          [z, 1],
        ],
      ],
      [2, b],
      [
        3,
        a,
        [
          [x, 3],
          [y, 2],
        ],
      ],
      [4, null],
      [9, a, [[x, 4]]],
      [10, b],
    ]);
    ids.l2 = await event('시티리그 서울', '2026-04-05', 'Master', ids.city, [
      [1, b],
      [
        2,
        a,
        [
          [x, 2],
          [y, 2],
        ],
      ],
      [3, b],
      [12, b],
    ]);
    ids.l3 = await event('시티리그 부산', '2026-04-20', 'Senior', ids.city, [
      [
        1,
        a,
        [
          [x, 4],
          [y, 1],
          [z, 2],
        ],
      ],
      [2, a, [[x, 3]]],
    ]);
    await event('코리안리그 12월', '2025-12-01', 'Master', ids.korean, [[1, b]]);
    // For the default period: one Junior event 10 days ago (inside) and one 4 months ago (outside).
    await event('짐배틀 최근', daysAgo(10), 'Junior', ids.city, [[1, a]]);
    await event('짐배틀 지난', addMonths(daysAgo(0), -4), 'Junior', ids.city, [
      [1, b],
      [2, b],
    ]);
    // Written straight into the tables, so the rollup the list reads is built once here.
    await db.transaction((tx) => rebuildRankRollup(tx));

    const price = (
      cardId: string,
      cardPrice: number,
      extra: Partial<typeof tradePrice.$inferInsert> = {},
    ) => ({
      postId: 0,
      cardId,
      cardNation: 'kr',
      cardState: 'S급',
      cardPrice,
      cardCreated: daysAgo(5),
      state: '등록됨',
      ...extra,
    });
    await db.insert(tradePrice).values([
      price(card.x, 10_000),
      price(card.x, 20_000, { cardCreated: daysAgo(80), state: '판매완료', cardSold: daysAgo(20) }),
      // Left out: a graded slab, a trade older than 90 days, a zero price and the English edition.
      price(card.x, 100_000, { cardState: '등급', gradeCompany: 'PSA', grade: 100 }),
      price(card.x, 90_000, { cardCreated: daysAgo(200) }),
      price(card.x, 0),
      price(card.x, 70_000, { cardNation: 'en' }),
      price(card.y, 1_000),
    ]);
  });
  afterAll(() => t.close());

  const A = () => ({ id: ids.a, name_kr: '리자몽ex', name_en: 'Charizard ex' });
  const B = () => ({ id: ids.b, name_kr: '가디안ex', name_en: 'Gardevoir ex' });

  it('shares, top 8 and best placement of every archetype in a period', async () => {
    const res = await t.call(calls.list, PERIOD);
    expect(res.period).toEqual(PERIOD);
    expect(res.sample).toEqual({ events: 3, players: 12 });
    expect(res.rows).toEqual([
      // A: placements 1, 3, 9, 2, 1, 2 → 6 of 12, five within the top 8.
      { archetype: A(), players: 6, share: 0.5, top8: 5, best: 1 },
      // B: 2, 10, 1, 3, 12 → 5 of 12.
      { archetype: B(), players: 5, share: 0.4167, top8: 3, best: 1 },
      { archetype: null, players: 1, share: 0.0833, top8: 1, best: 4 },
    ]);
    expect(res.formula.share).toContain('÷');
    // March: A 3 of 6, B 2 of 6; April: A 3 of 6, B 3 of 6.
    expect(res.trend).toEqual({
      months: ['2026-03', '2026-04'],
      lines: [
        { archetype: A(), shares: [0.5, 0.5] },
        { archetype: B(), shares: [0.3333, 0.5] },
      ],
    });
  });

  it('filters by division, event type and period', async () => {
    const master = await t.call(calls.list, { ...PERIOD, division: 'Master' });
    expect(master.sample).toEqual({ events: 2, players: 10 });
    expect(master.rows).toEqual([
      { archetype: B(), players: 5, share: 0.5, top8: 3, best: 1 },
      { archetype: A(), players: 4, share: 0.4, top8: 3, best: 1 },
      { archetype: null, players: 1, share: 0.1, top8: 1, best: 4 },
    ]);

    // 시티리그: A at 2, 1, 2 and B at 1, 3, 12 — equal players and best, so the lower id first.
    const city = await t.call(calls.list, { ...PERIOD, type_id: ids.city });
    expect(city.sample).toEqual({ events: 2, players: 6 });
    expect(city.rows).toEqual([
      { archetype: A(), players: 3, share: 0.5, top8: 3, best: 1 },
      { archetype: B(), players: 3, share: 0.5, top8: 2, best: 1 },
    ]);

    const wider = await t.call(calls.list, { from: '2025-12-01', to: '2026-04-30' });
    expect(wider.sample).toEqual({ events: 4, players: 13 });
    expect(wider.rows.map((r) => [r.archetype?.id ?? null, r.players])).toEqual([
      [ids.a, 6],
      [ids.b, 6],
      [null, 1],
    ]);
    expect(wider.trend.months).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04']);
    expect(wider.trend.lines[1]!.shares).toEqual([1, 0, 0, 0.3333, 0.5]);

    const empty = await t.call(calls.list, { from: '2020-01-01', to: '2020-01-31' });
    expect(empty).toMatchObject({ sample: { events: 0, players: 0 }, rows: [] });
  });

  it('defaults to the last 3 months in Korean time', async () => {
    const res = await t.call(calls.list, { division: 'Junior' });
    const today = formatDate(new Date());
    expect(res.period).toEqual({ from: addMonths(today, -3), to: today });
    expect(res.rows).toEqual([{ archetype: A(), players: 1, share: 1, top8: 1, best: 1 }]);
  });

  it('an archetype page: its lists, the consensus list and its price', async () => {
    const res = await t.call(calls.detail, { id: ids.a, ...PERIOD });
    expect(res.archetype).toEqual(A());
    expect(res.sample).toEqual({ events: 3, players: 6 });
    expect(res.lists.map((l) => [l.league.id, l.placement])).toEqual([
      [ids.l3, 1],
      [ids.l3, 2],
      [ids.l2, 2],
      [ids.l1, 1],
      [ids.l1, 3],
      [ids.l1, 9],
    ]);
    expect(res.lists[0]).toMatchObject({ league: { name: '시티리그 부산', event_date: '2026-04-20' } });
    // X: 4+3+4+2+4+3 = 20 over 6 lists; Y: 2+2+2+1 = 7 in 4 of 6; Z: 1+2 = 3 in 2 of 6 (tech).
    expect(res.consensus.map((c) => [c.card.id, c.average, c.play_rate, c.max_amount, c.tech])).toEqual([
      [card.x, 3.33, 1, 4, false],
      [card.y, 1.17, 0.6667, 2, false],
      [card.z, 0.5, 0.3333, 2, true],
    ]);
    expect(res.consensus[0]!.card).toMatchObject({ name: 'Charizard ex', name_kr: '리자몽 ex' });
    // X averages 15,000 (10,000 and 20,000), Y 1,000: 20/6 × 15,000 + 7/6 × 1,000 = 51,166.67; Z has no price.
    expect(res.price).toEqual({
      total: 51_167,
      priced: 2,
      unpriced: [{ id: card.z, name: 'Pidgeot ex', name_kr: null }],
    });
  });

  it('refuses bad input with a Korean 400 and an unknown archetype with a 404', async () => {
    const cases: [unknown, string][] = [
      [{ from: '2026-05-01', to: '2026-04-01' }, DECK_RANK_MSG.periodReversed],
      [{ from: '2026-02-30' }, DECK_RANK_MSG.dateInvalid],
      [{ to: '2026/04/01' }, DECK_RANK_MSG.dateInvalid],
      [{ from: '2000-01-01', to: '2026-01-01' }, DECK_RANK_MSG.periodTooLong],
      [{ division: 'Kids' }, DECK_RANK_MSG.divisionInvalid],
      [{ type_id: -1 }, ''],
    ];
    for (const [params, message] of cases) {
      const res = await t.post(calls.list.path, { params });
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect((res.body as { error: { message: string } }).error.message).toContain(message);
    }
    const bad = await t.post(calls.detail.path, {
      params: { id: ids.a, from: '2026-05-01', to: '2026-04-01' },
    });
    expect(bad.status).toBe(400);
    const missing = await t.post(calls.detail.path, { params: { id: 999_999 } });
    expect(missing.status).toBe(404);
    expect((missing.body as { error: { message: string } }).error.message).toBe(
      DECK_RANK_MSG.archetypeNotFound,
    );
  });
});
