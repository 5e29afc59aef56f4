import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { officialLeagueCalls as calls } from '@carddogam/contract/calls/official-league';
import { queryRows } from '../../src/db/client';
import { rebuildRankRollup } from '../../src/repositories/deck-rank-rollup';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  daysFromToday,
  leagueFields,
  seedLeagueFixture,
  STANDINGS,
  type LeagueFixture,
} from '../helpers/official-leagues';

/**
 * The deck-rank list reads official_rank_rollup (decision 034). Every write that changes standings keeps it
 * in step: after each one the rollup must equal a rollup computed from scratch, and the list must show the
 * figures the standings give. STANDINGS holds Kim (a Charizard list that also plays Gardevoir, so the
 * higher-priority 리자몽ex tags it), Lee (Gardevoir) and Park (no list).
 */
describe('deck-rank rollup', () => {
  let t: TestApp;
  let f: LeagueFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedLeagueFixture(t);
  });
  afterAll(() => t.close());

  const rollupRows = () =>
    queryRows<Record<string, unknown>>(
      t.services.db,
      sql`select * from official_rank_rollup
        order by grain, division_key, type_key, day`,
    );
  /** The rollup as the writes left it equals the rollup computed again from all standings. */
  async function expectRollupInStep(): Promise<void> {
    const kept = await rollupRows();
    await t.services.db.transaction((tx) => rebuildRankRollup(tx));
    expect(kept).toEqual(await rollupRows());
  }
  const shares = async (params: Parameters<typeof t.call<typeof deckRankCalls.list>>[1]) => {
    const result = await t.call(deckRankCalls.list, params);
    return {
      sample: result.sample,
      rows: Object.fromEntries(result.rows.map((r) => [r.archetype?.name_kr ?? '기타', r.players])),
    };
  };
  const standingIdOf = async (leagueId: number, player: string) =>
    (await t.call(calls.read, { id: leagueId })).standings.find((s) => s.player.name === player)!.id;

  it('follows pastes, hand-chosen archetypes, moved events, archetype changes and deletions', async () => {
    const { id } = await t.call(calls.insert, leagueFields(f.typeId), f.admin);
    await t.call(calls.standingSave, { league_id: id, text: STANDINGS }, f.admin);
    expect(await shares({ division: 'Master' })).toEqual({
      sample: { events: 1, players: 3 },
      rows: { 리자몽ex: 1, 가디안ex: 1, 기타: 1 },
    });
    await expectRollupInStep();

    await t.call(
      calls.standingArchetype,
      { standing_id: await standingIdOf(id, 'Park Seoyeon'), archetype_id: (await archetypeId('가디안ex'))! },
      f.admin,
    );
    expect((await shares({ division: 'Master' })).rows).toEqual({ 리자몽ex: 1, 가디안ex: 2 });
    await expectRollupInStep();

    await t.call(calls.update, { id, ...leagueFields(f.typeId, { division: 'Senior' }) }, f.admin);
    expect((await shares({ division: 'Master' })).sample).toEqual({ events: 0, players: 0 });
    expect((await shares({ division: 'Senior', type_id: f.typeId })).sample).toEqual({
      events: 1,
      players: 3,
    });
    await expectRollupInStep();

    // Gardevoir now outranks Charizard: Kim's list is tagged again; Park's choice stays.
    await t.call(
      calls.archetypeSave,
      {
        id: (await archetypeId('가디안ex'))!,
        name_kr: '가디안ex',
        name_en: 'Gardevoir ex',
        key_card_name: 'Gardevoir ex',
        priority: 20,
      },
      f.admin,
    );
    expect((await shares({ division: 'Senior' })).rows).toEqual({ 가디안ex: 3 });
    await expectRollupInStep();

    // Without 가디안ex, Kim's list falls back to 리자몽ex and Park's hand choice is gone with it.
    await t.call(calls.archetypeDelete, { id: (await archetypeId('가디안ex'))! }, f.admin);
    expect((await shares({ division: 'Senior' })).rows).toEqual({ 리자몽ex: 1, 기타: 2 });
    await expectRollupInStep();

    await t.call(calls.delete, { id }, f.admin);
    expect((await shares({ division: 'Senior' })).sample).toEqual({ events: 0, players: 0 });
    await expectRollupInStep();
  });

  it('adds whole months and the days at either end of a period', async () => {
    for (const date of ['2026-01-31', '2026-02-01', '2026-02-15', '2026-03-01']) {
      const { id } = await t.call(
        calls.insert,
        leagueFields(f.typeId, { event_date: date, division: 'Junior' }),
        f.admin,
      );
      await t.call(calls.standingSave, { league_id: id, text: STANDINGS }, f.admin);
    }
    const events = async (from: string, to: string) =>
      (await shares({ from, to, division: 'Junior' })).sample.events;
    expect(await events('2026-01-31', '2026-03-01')).toBe(4);
    expect(await events('2026-02-01', '2026-02-28')).toBe(2);
    expect(await events('2026-02-02', '2026-03-01')).toBe(2);
    expect(await events('2026-01-01', '2026-01-31')).toBe(1);
    expect(await events('2026-01-01', '2026-03-31')).toBe(4);
    expect(await shares({ from: '2026-01-01', to: '2026-03-31', division: 'Junior' })).toEqual({
      sample: { events: 4, players: 12 },
      rows: { 리자몽ex: 4, 기타: 8 },
    });
    const trend = await t.call(deckRankCalls.list, {
      from: '2026-01-15',
      to: '2026-03-10',
      division: 'Junior',
    });
    expect(trend.trend.months).toEqual(['2026-01', '2026-02', '2026-03']);
    await expectRollupInStep();
  });

  it('counts every standing when many events of one day are pasted at once', async () => {
    const day = daysFromToday(-3);
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const fields = leagueFields(f.typeId, { name: `동시 ${i}`, event_date: day, division: 'All ages' });
      ids.push((await t.call(calls.insert, fields, f.admin)).id);
    }
    // Different players in every event, so that nothing but the rollup makes the pastes wait on each other.
    const standingsOf = (i: number) =>
      STANDINGS.replace(/Kim Minsu|Lee Jiho|Park Seoyeon/g, (n) => `${n} ${i}`);
    await Promise.all(
      ids.map((id, i) => t.call(calls.standingSave, { league_id: id, text: standingsOf(i) }, f.admin)),
    );
    expect(await shares({ from: day, to: day, division: 'All ages' })).toEqual({
      sample: { events: 8, players: 24 },
      rows: { 리자몽ex: 8, 기타: 16 },
    });
    await expectRollupInStep();
  });

  async function archetypeId(nameKr: string): Promise<number | undefined> {
    return (await t.call(calls.archetypeList)).find((a) => a.name_kr === nameKr)?.id;
  }
});
