import { officialLeagueCalls } from '@carddogam/contract/calls/official-league';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { cardSet, users } from '../../src/db/schema/index';
import { refreshCardSearch } from '../../src/repositories/card-search';
import { eq } from 'drizzle-orm';
import { insertCard } from '../factories/cards';
import type { TestApp } from './app';
import { createMember, sessionCookie } from './members';

/** Cards, archetypes and members for the official-event tests (decision 034). */

const DAY_MS = 86_400_000;
/** A date `days` from today (Korean date), negative for the past. */
export const daysFromToday = (days: number) =>
  new Date(Date.parse(koreanToday()) + days * DAY_MS).toISOString().slice(0, 10);

export interface LeagueFixture {
  admin: Record<string, string>;
  writer: Record<string, string>;
  writerId: string;
  typeId: number;
  charizardId: string;
  gardevoirId: string;
  ballId: string;
}

export async function seedLeagueFixture(t: TestApp): Promise<LeagueFixture> {
  const db = t.services.db;
  await db.insert(cardSet).values([
    { nation: 'en', code: 'sv3pt5', name: '151', ptcgoCode: 'MEW' },
    { nation: 'en', code: 'sv1', name: 'Scarlet & Violet', ptcgoCode: 'SVI' },
    { nation: 'en', code: 'sve', name: 'Scarlet & Violet Energies', ptcgoCode: 'SVE' },
  ]);
  const charizardId = await insertCard(db, {
    en: { name: 'Charizard ex', number: '6' },
    kr: { name: '리자몽 ex' },
  });
  const gardevoirId = await insertCard(db, {
    en: { name: 'Gardevoir ex', number: '86', setId: 'sv1', types: ['Psychic'] },
    kr: { name: '가디안 ex' },
  });
  const ballId = await insertCard(db, {
    en: {
      name: 'Nest Ball',
      number: '181',
      setId: 'sv1',
      supertype: 'Trainer',
      subtypes: ['Item'],
      types: [],
    },
    kr: { name: '네스트볼' },
    withParts: false,
  });
  await insertCard(db, {
    en: {
      name: 'Fire Energy',
      number: '2',
      setId: 'sve',
      supertype: 'Energy',
      subtypes: ['Basic'],
      types: [],
    },
    withParts: false,
  });
  await refreshCardSearch(db);

  const admin = await sessionCookie(t, (await createMember(t, { type: '관리자' })).userId);
  const writer = await createMember(t);
  await db.update(users).set({ permissionOfficialLeague: true }).where(eq(users.userId, writer.userId));
  const types = await t.call(officialLeagueCalls.typeList);
  const typeId = types.find((type) => type.name === '시티리그')!.id;
  await t.call(
    officialLeagueCalls.archetypeSave,
    { name_kr: '리자몽ex', name_en: 'Charizard ex', key_card_name: 'charizard ex', priority: 10 },
    admin,
  );
  await t.call(
    officialLeagueCalls.archetypeSave,
    { name_kr: '가디안ex', name_en: 'Gardevoir ex', key_card_name: 'Gardevoir ex', priority: 5 },
    admin,
  );
  return {
    admin,
    writer: await sessionCookie(t, writer.userId),
    writerId: writer.userId,
    typeId,
    charizardId,
    gardevoirId,
    ballId,
  };
}

/** Three players: a Charizard list (that also plays Gardevoir), a Gardevoir list, and no list. */
export const STANDINGS = [
  '1 | Kim Minsu | 6-1-1',
  'Pokémon: 6',
  '4 Charizard ex MEW 6',
  '2 Gardevoir ex SVI 86',
  '',
  'Trainer: 4',
  '4 Nest Ball SVI 181',
  '2 | Lee Jiho | 6-2',
  '3 Gardevoir ex SVI 86',
  '1 Gardevoir ex SVI 86',
  '3\tPark Seoyeon\t5-3-0',
].join('\n');

export const leagueFields = (typeId: number, overrides: Record<string, unknown> = {}) => ({
  name: '서울 시티리그',
  type_id: typeId,
  event_date: daysFromToday(-7),
  venue: '강남 카드샵',
  division: 'Master' as const,
  ...overrides,
});
