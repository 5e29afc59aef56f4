import { sql } from 'drizzle-orm';
import type { SearchKeyword } from '@carddogam/contract/calls/search';
import { SEARCH_SORTS, SUPERTYPE_FILTERS, TEXT_TYPES } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { NATIONS } from '@carddogam/contract/constants';
import { queryRows, type Db } from '../../apps/server/src/db/client';

/**
 * What the mixed load draws its requests from, read once from the bench database: released card
 * editions ordered by activity (hot cards first, so writes meet on popular cards as on the live site),
 * names, sets and rarities for varied searches, attack-text words, public decks and trade posts.
 */

export const rand = (n: number) => Math.floor(Math.random() * n);
export const pick = <T>(items: readonly T[]): T => items[rand(items.length)]!;
export const chance = (p: number) => Math.random() < p;
/** An index leaning hard to the start (the hot end) of a list: about half the draws fall in its first 12 %. */
export const skewed = (length: number) => Math.min(length - 1, Math.floor(length * Math.random() ** 3));

export interface CardEdition {
  card_id: string;
  nation: Nation;
}

export interface Catalogue {
  /** Released card editions, most active first. */
  editions: CardEdition[];
  cardIds: string[];
  names: Record<Nation, string[]>;
  setRarities: Array<{ nation: Nation; set: string; rarity: string | null }>;
  sets: Record<Nation, string[]>;
  attackWords: string[];
  /** Public decks: the like and view targets (few, so members meet on them) and a wider read sample. */
  likeDecks: number[];
  readDecks: number[];
  deckTitleWords: string[];
  tradePosts: number[];
}

const TYPES = [
  'Fire',
  'Water',
  'Grass',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Dragon',
  'Colorless',
];

export async function loadCatalogue(db: Db, likeDeckCount = 300): Promise<Catalogue> {
  const editions = await queryRows<CardEdition>(
    db,
    sql`select s.card_id, n.nation from card_search s
      cross join (values ('kr'), ('en'), ('jp')) as n(nation)
      left join card_rank_stats r on r.card_id = s.card_id and r.nation = n.nation
      where case n.nation when 'kr' then coalesce(s.available_kr, false)
        when 'jp' then coalesce(s.available_jp, false) else s.available_en end
      order by coalesce(r.price_count, 0) + 5 * coalesce(r.total_count, 0) + coalesce(r.deck_total_count, 0) desc,
        s.card_id, n.nation`,
  );
  const cardIds = (
    await queryRows<{ card_id: string }>(db, sql`select card_id from card_search order by card_id`)
  ).map((r) => r.card_id);
  const sample = await queryRows<{
    name_kr: string | null;
    name_en: string;
    name_jp: string | null;
  }>(db, sql`select name_kr, name_en, name_jp from card_search order by random() limit 5000`);
  const names: Catalogue['names'] = {
    kr: sample.flatMap((r) => (r.name_kr ? [r.name_kr] : [])),
    en: sample.map((r) => r.name_en),
    jp: sample.flatMap((r) => (r.name_jp ? [r.name_jp] : [])),
  };
  const setRarities = await queryRows<{ nation: Nation; set: string; rarity: string | null }>(
    db,
    sql`select distinct 'en' as nation, set_en as set, rarity_en as rarity from card_search where set_en is not null
      union select distinct 'jp', set_jp, rarity_jp from card_search where set_jp is not null
      union select distinct 'kr', set_kr, rarity_kr from card_search where set_kr is not null`,
  );
  const sets = Object.fromEntries(
    NATIONS.map((n) => [n, [...new Set(setRarities.filter((s) => s.nation === n).map((s) => s.set))]]),
  ) as Record<Nation, string[]>;
  const texts = await queryRows<{ t: string }>(
    db,
    sql`select attack_texts as t from card_search where attack_texts <> '' order by random() limit 400`,
  );
  const attackWords = [...new Set(texts.flatMap((r) => r.t.split(/[^a-z]+/).filter((w) => w.length >= 5)))];
  const decks = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from deck where status = '공개' order by random() limit ${likeDeckCount + 3000}`,
    )
  ).map((r) => r.id);
  const titles = await queryRows<{ title: string }>(
    db,
    sql`select title from deck where status = '공개' order by random() limit 500`,
  );
  const deckTitleWords = [
    ...new Set(titles.flatMap((r) => r.title.split(/\s+/).flatMap((w) => [w, w.slice(0, 2)]))),
  ].filter((w) => w.length >= 1);
  const tradePosts = (
    await queryRows<{ id: number }>(db, sql`select id from trade_post order by random() limit 3000`)
  ).map((r) => r.id);
  return {
    editions,
    cardIds,
    names,
    setRarities,
    sets,
    attackWords,
    likeDecks: decks.slice(0, likeDeckCount),
    readDecks: decks.slice(likeDeckCount),
    deckTitleWords,
    tradePosts,
  };
}

/** A card edition: half of the draws from the hot end, half uniform over every released edition. */
export function anyEdition(c: Catalogue): CardEdition {
  return chance(0.5) ? c.editions[skewed(c.editions.length)]! : pick(c.editions);
}

export function anyCardId(c: Catalogue): string {
  return chance(0.5) ? c.editions[skewed(c.editions.length)]!.card_id : pick(c.cardIds);
}

/** A piece of a name: the whole name, its first word, or a 1–3 character slice. */
function namePiece(name: string): string {
  const r = Math.random();
  if (r < 0.3) return name;
  if (r < 0.5) return name.split(/\s+/)[0]!;
  const chars = [...name.replace(/\s+/g, '')];
  const len = Math.min(chars.length, 1 + rand(3));
  const start = rand(Math.max(1, chars.length - len + 1));
  return chars.slice(start, start + len).join('');
}

/**
 * One search of the list screen, as varied as real traffic: names and name pieces in every edition, HP
 * and type ranges, attack and ability texts, set and rarity, supertype filters, other sorts and pages.
 */
export function searchRequest(c: Catalogue): { nation: Nation; keyword: SearchKeyword } {
  const r = Math.random();
  let nation: Nation;
  let keyword: SearchKeyword;
  if (r < 0.35) {
    nation = 'kr';
    keyword = { text: namePiece(pick(c.names.kr)) };
  } else if (r < 0.55) {
    nation = 'en';
    keyword = { text: namePiece(pick(c.names.en)).toLowerCase() };
  } else if (r < 0.6) {
    nation = 'jp';
    keyword = { text: namePiece(pick(c.names.jp)) };
  } else if (r < 0.7) {
    nation = chance(0.7) ? 'en' : 'jp';
    const min = 10 * rand(25);
    keyword = { hp_min: min, hp_max: min + 10 * (1 + rand(10)), types: [pick(TYPES)] };
  } else if (r < 0.8) {
    nation = 'en';
    keyword = { text: pick(c.attackWords), text_type: pick(TEXT_TYPES.slice(3)) };
  } else if (r < 0.92) {
    const s = pick(c.setRarities);
    nation = s.nation;
    keyword = {
      set: { nation: s.nation, name: s.set },
      ...(s.rarity && chance(0.6) ? { rarity: { nation: s.nation, name: s.rarity } } : {}),
    };
  } else {
    nation = pick(NATIONS);
    keyword = {
      supertype: pick(SUPERTYPE_FILTERS.slice(1)),
      text: chance(0.5) ? namePiece(pick(c.names.en)).toLowerCase().slice(0, 3) : '',
    };
  }
  if (chance(0.3)) keyword.sort = pick(SEARCH_SORTS);
  if (chance(0.25)) keyword.page = 2 + rand(3);
  return { nation, keyword: { nation, ...keyword } };
}
