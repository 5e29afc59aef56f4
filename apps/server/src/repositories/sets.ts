import { sql, type SQL } from 'drizzle-orm';
import type { Nation } from '@carddogam/contract/constants';
import type { SetCard, SetSummary } from '@carddogam/contract/calls/sets';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * /set: the sets of card_set with their cards counted in card_search (live cards only), and one set's cards
 * in number order. card_search keeps each edition's set name and number beside an index on both
 * (card_search_set_{nation}_idx), so the counts and the set page are index reads.
 */

/** Column names per edition; never from input, so they can be written into the statement. */
const EDITION_COLUMNS: Record<Nation, { set: string; number: string; sort: string }> = {
  kr: { set: 'set_kr', number: 'number_kr', sort: 'number_sort_kr' },
  en: { set: 'set_en', number: 'number_en', sort: 'number_sort_en' },
  jp: { set: 'set_jp', number: 'number_jp', sort: 'number_sort_jp' },
};

const summaryColumns = sql`s.nation, s.code, s.name, s.series,
  to_char(s.release_date, 'YYYY-MM-DD') as release_date, s.total_number, s.total, s.logo, s.symbol,
  coalesce((select json_agg(json_build_object('nation', o.nation, 'name', o.name)
             order by array_position(array['kr', 'en', 'jp'], o.nation), o.id)
            from card_set o where o.edition_group = s.edition_group and o.id <> s.id), '[]'::json) as linked`;

const countOf = (nation: Nation, name: SQL) => {
  const column = sql.raw(EDITION_COLUMNS[nation].set);
  return sql`(select count(*)::int from card_search c where c.${column} = ${name})`;
};

/**
 * Every set, newest release first; sets without a date come last. Cards name their set by edition and
 * name only, so two codes sharing a name (the real catalogue's '냉혹한 반역자', CP5 and XY11b) are one
 * entry here: the row with the latest release date stands for them, as it does on the set's page.
 */
export async function listAllSets(db: DbOrTx): Promise<SetSummary[]> {
  return queryRows<SetSummary>(
    db,
    sql`select ${summaryColumns},
        case s.nation when 'kr' then ${countOf('kr', sql`s.name`)}
                      when 'en' then ${countOf('en', sql`s.name`)}
                      else ${countOf('jp', sql`s.name`)} end as card_count
      from (select distinct on (nation, name) * from card_set
            order by nation, name, release_date desc nulls last, id) s
      order by s.release_date desc nulls last, array_position(array['kr', 'en', 'jp'], s.nation), s.name, s.id`,
  );
}

export async function findSet(db: DbOrTx, nation: Nation, name: string): Promise<SetSummary | undefined> {
  const [row] = await queryRows<SetSummary>(
    db,
    sql`select ${summaryColumns}, ${countOf(nation, sql`s.name`)} as card_count
      from card_set s where s.nation = ${nation} and s.name = ${name}
      order by s.release_date desc nulls last, s.id limit 1`,
  );
  return row;
}

/**
 * The set's cards in the order printed on them: plain numbers by value first, then numbers with letters
 * (a trainer gallery's 'TG05', a promo's 'SV-P') by their digits, cards without a number last. The sort
 * column holds the number's first digits, so 'TG05' alone would sort beside '005'.
 */
export async function listSetCards(db: DbOrTx, nation: Nation, name: string): Promise<SetCard[]> {
  const c = EDITION_COLUMNS[nation];
  const [set, num, sort] = [sql.raw(c.set), sql.raw(c.number), sql.raw(c.sort)];
  return queryRows<SetCard>(
    db,
    sql`select card_id, ${num} as number, name_kr, name_en, name_jp, rarity_${sql.raw(nation)} as rarity,
        image_kr, image_en, image_jp
      from card_search where ${set} = ${name}
      order by (${num} ~ '^[0-9]+$') desc, ${sort} nulls last, ${num}, card_id`,
  );
}
