import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { writeSuggestions } from './card-writer';

/**
 * Korean names from the Korean prints we have (decision 021): a card printed in Korean gives its Korean
 * name to the other prints of the same English name. This is how Trainer and special Energy cards, which
 * the species table cannot name, get a Korean name; it also names the Pokémon the species table misses.
 * The names are suggestions like the species ones: unconfirmed, never written into card_kr.
 */

export interface NamePair {
  en: string;
  kr: string;
  /** How many cards of this English name carry this Korean name. */
  prints: number;
}

/** English name → Korean name, by the most prints; a name printed two ways equally often gets none. */
export function koreanNameDictionary(pairs: NamePair[]): Map<string, string> {
  const best = new Map<string, { kr: string; prints: number; tied: boolean }>();
  for (const pair of pairs) {
    const seen = best.get(pair.en);
    if (!seen || pair.prints > seen.prints)
      best.set(pair.en, { kr: pair.kr, prints: pair.prints, tied: false });
    else if (pair.prints === seen.prints && pair.kr !== seen.kr) seen.tied = true;
  }
  return new Map([...best].filter(([, v]) => !v.tied).map(([en, v]) => [en, v.kr]));
}

/** Cards with an English name (imported or entered by staff), not the print-only cards of jp/kr sets. */
const ENGLISH_NAMED = sql`e.source <> 'tcgdex'`;
const NO_KOREAN_RECORD = sql`not exists (
  select 1 from card_kr k where k.card_id = e.id and btrim(coalesce(k.name, '')) <> '')`;

/**
 * Suggests the dictionary's names to every card that has neither a Korean record nor a species
 * suggestion, and drops dictionary suggestions the dictionary no longer backs. Run after all editions of
 * an import are written, so that every Korean record counts. The caller refreshes the card_search rows
 * of the cards it returns.
 */
export async function suggestFromKoreanPrints(
  tx: Tx,
): Promise<{ total: number; changed: number; changedCards: string[] }> {
  const pairs = await queryRows<NamePair>(
    tx,
    sql`select e.name as en, btrim(k.name) as kr, count(*)::int as prints
        from card_kr k join card_en e on e.id = k.card_id
        where ${ENGLISH_NAMED} and btrim(coalesce(k.name, '')) <> ''
        group by e.name, btrim(k.name)`,
  );
  const dictionary = koreanNameDictionary(pairs);
  // One JSON parameter, however many names the dictionary holds.
  const names = sql`(select jsonb_array_elements_text(${JSON.stringify([...dictionary.keys()])}::jsonb))`;

  const dropped = await queryRows<{ card_id: string }>(
    tx,
    sql`delete from card_kr_name_suggestion s using card_en e
        where s.card_id = e.id and s.source = 'dictionary' and not s.confirmed
          and (e.name not in ${names} or not ${NO_KOREAN_RECORD})
        returning s.card_id`,
  );
  const cards = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select e.id, e.name from card_en e
        left join card_kr_name_suggestion s on s.card_id = e.id
        where ${ENGLISH_NAMED} and ${NO_KOREAN_RECORD}
          and (s.card_id is null or s.source = 'dictionary') and e.name in ${names}`,
  );
  const named = cards.map((c) => ({ cardId: c.id, name: dictionary.get(c.name)! }));
  const changed = await writeSuggestions(tx, named, 'dictionary');
  return {
    total: named.length,
    changed: changed.length,
    changedCards: [...new Set([...changed, ...dropped.map((d) => d.card_id)])],
  };
}
