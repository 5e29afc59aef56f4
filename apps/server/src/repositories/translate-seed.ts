import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { loadSpecies } from '../import/korean-names';
import { koreanNameDictionary, type NamePair } from '../import/name-dictionary';

/**
 * Fills the translation dictionaries from the data we already have (decision 036): card names from the
 * cards printed in Korean (the most common Korean name of an English name wins, a tie gives none, as in
 * decision 021), then the species names; attack and ability names from cards that have both English and
 * Korean parts at the same place; rarities the cards use that rarity_map lacks. Idempotent, and an entry
 * that exists (above all one staff wrote) is never changed: every insert is `on conflict do nothing`.
 */

export interface SeedCounts {
  /** New translation_entry rows. */
  entries: number;
  /** New rarity_map rows. */
  rarities: number;
}

interface SeedRow {
  kind: 'card_name' | 'attack_name';
  en: string;
  kr: string;
  jp: string | null;
  source: string;
}

/** English card name → most printed Korean (or Japanese) name, over cards with an English name. */
const cardNamePairs = (nation: 'kr' | 'jp') => sql`
  select e.name as en, btrim(p.name) as kr, count(*)::int as prints
  from ${sql.raw(nation === 'kr' ? 'card_kr' : 'card_jp')} p join card_en e on e.id = p.card_id
  where e.source <> 'tcgdex' and btrim(coalesce(p.name, '')) <> ''
  group by e.name, btrim(p.name)`;

/** English attack or ability name → its name in the other edition's print at the same place. */
const partNamePairs = (nation: 'kr' | 'jp') => sql`
  select en, kr, sum(prints)::int as prints from (
    select a.name as en, btrim(b.name) as kr, count(*) as prints
    from card_attack a join card_attack b
      on b.card_id = a.card_id and b.nation = ${nation} and b.position = a.position
    where a.nation = 'en' and btrim(a.name) <> '' and btrim(b.name) <> ''
    group by a.name, btrim(b.name)
    union all
    select a.name, btrim(b.name), count(*)
    from card_ability a join card_ability b
      on b.card_id = a.card_id and b.nation = ${nation} and b.position = a.position
    where a.nation = 'en' and btrim(a.name) <> '' and btrim(b.name) <> ''
    group by a.name, btrim(b.name)) pairs
  group by en, kr`;

async function dictionaryOf(db: DbOrTx, pairs: SQL): Promise<Map<string, string>> {
  return koreanNameDictionary(await queryRows<NamePair>(db, pairs));
}

async function insertEntries(db: DbOrTx, rows: SeedRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with added as (
          insert into translation_entry (kind, en, kr, jp, source)
          select x.kind, x.en, x.kr, x.jp, x.source
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as x(kind text, en text, kr text, jp text, source text)
          on conflict (kind, lower(en)) do nothing
          returning 1)
        select count(*)::int as n from added`,
  );
  return row?.n ?? 0;
}

async function seedCardNames(db: DbOrTx): Promise<number> {
  const korean = await dictionaryOf(db, cardNamePairs('kr'));
  const japanese = await dictionaryOf(db, cardNamePairs('jp'));
  const fromPrints: SeedRow[] = [...korean].map(([en, kr]) => ({
    kind: 'card_name',
    en,
    kr,
    jp: japanese.get(en) ?? null,
    source: 'korean_prints',
  }));
  const fromSpecies: SeedRow[] = loadSpecies()
    .filter((s) => s.en && s.ko)
    .map((s) => ({ kind: 'card_name', en: s.en, kr: s.ko, jp: s.ja || null, source: 'species' }));
  // The prints first: where both name a card, the wording printed on Korean cards wins.
  return (await insertEntries(db, fromPrints)) + (await insertEntries(db, fromSpecies));
}

async function seedPartNames(db: DbOrTx): Promise<number> {
  const korean = await dictionaryOf(db, partNamePairs('kr'));
  const japanese = await dictionaryOf(db, partNamePairs('jp'));
  return insertEntries(
    db,
    [...korean].map(([en, kr]) => ({
      kind: 'attack_name',
      en,
      kr,
      jp: japanese.get(en) ?? null,
      source: 'korean_prints',
    })),
  );
}

/** Rarities the cards carry that rarity_map lacks, with the Korean rarity their Korean prints show. */
async function seedRarities(db: DbOrTx): Promise<number> {
  const korean = await queryRows<NamePair>(
    db,
    sql`select e.rarity as en, btrim(k.rarity) as kr, count(*)::int as prints
        from card_kr k join card_en e on e.id = k.card_id
        where e.rarity is not null and btrim(coalesce(k.rarity, '')) <> ''
          and not exists (select 1 from rarity_map r where r.en = e.rarity)
        group by e.rarity, btrim(k.rarity)`,
  );
  const dictionary = koreanNameDictionary(korean);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with dictionary as (
          select x.en, x.kr from jsonb_to_recordset(${JSON.stringify(
            [...dictionary].map(([en, kr]) => ({ en, kr })),
          )}::jsonb) as x(en text, kr text)),
        added as (
          insert into rarity_map (en, kr)
          select r.en, d.kr from (select distinct rarity as en from card_en
            where btrim(coalesce(rarity, '')) <> '') r
          left join dictionary d on d.en = r.en
          on conflict (en) do nothing
          returning 1)
        select count(*)::int as n from added`,
  );
  return row?.n ?? 0;
}

export async function seedDictionaries(db: DbOrTx): Promise<SeedCounts> {
  const entries = (await seedCardNames(db)) + (await seedPartNames(db));
  return { entries, rarities: await seedRarities(db) };
}
