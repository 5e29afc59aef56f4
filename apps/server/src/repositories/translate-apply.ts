import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';

/**
 * 사전 적용 (decision 036): the dictionaries' Korean names, rarities and attack/ability names proposed
 * for every card that lacks them, one set-based statement per kind. Only empty fields are filled: a card
 * with a Korean record of that part gets nothing, card_kr is never written, and a proposal staff
 * confirmed or that came from elsewhere (species, Korean prints) stays. An unconfirmed proposal of the
 * dictionaries follows a changed entry, so fixing an entry and applying again fixes its proposals.
 */

/** Cards that gained (or changed) a proposed Korean name; their card_search rows need rebuilding. */
export async function proposeNames(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ card_id: string }>(
    tx,
    sql`insert into card_kr_name_suggestion as s (card_id, name, source)
        select e.id, t.kr, 'translate'
        from card_en e
        join translation_entry t on t.kind = 'card_name' and lower(t.en) = lower(e.name)
        where e.source <> 'tcgdex' and e.deleted_at is null
          and not exists (select 1 from card_kr k where k.card_id = e.id and btrim(coalesce(k.name, '')) <> '')
        on conflict (card_id) do update set name = excluded.name
          where s.source = 'translate' and not s.confirmed and s.name <> excluded.name
        returning s.card_id`,
  );
  return rows.map((r) => r.card_id);
}

/** Cards that gained (or changed) a proposed Korean rarity. */
export async function proposeRarities(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with written as (
          insert into card_kr_part_suggestion as s (card_id, kind, position, en, kr, source)
          select e.id, 'rarity', 0, e.rarity, btrim(r.kr), 'translate'
          from card_en e
          join rarity_map r on r.en = e.rarity
          left join card_kr k on k.card_id = e.id
          where e.deleted_at is null and btrim(coalesce(r.kr, '')) <> ''
            and btrim(coalesce(k.rarity, '')) = ''
          on conflict (card_id, kind, position) do update set en = excluded.en, kr = excluded.kr
            where s.source = 'translate' and not s.confirmed
              and (s.en, s.kr) is distinct from (excluded.en, excluded.kr)
          returning s.card_id)
        select count(distinct card_id)::int as n from written`,
  );
  return row?.n ?? 0;
}

/**
 * One part table's proposals: every English attack (or ability) named in the dictionary whose card has
 * no Korean part at that place. `distinct on` keeps one row per place should the data hold two.
 */
const partProposals = (table: 'card_attack' | 'card_ability', kind: 'attack' | 'ability') => sql`
  insert into card_kr_part_suggestion as s (card_id, kind, position, en, kr, source)
  select distinct on (a.card_id, a.position) a.card_id, ${kind}, a.position, a.name, t.kr, 'translate'
  from ${sql.raw(table)} a
  join card_en e on e.id = a.card_id and e.deleted_at is null
  join translation_entry t on t.kind = 'attack_name' and lower(t.en) = lower(a.name)
  where a.nation = 'en'
    and not exists (select 1 from ${sql.raw(table)} b
      where b.card_id = a.card_id and b.nation = 'kr' and b.position = a.position)
  order by a.card_id, a.position, a.id
  on conflict (card_id, kind, position) do update set en = excluded.en, kr = excluded.kr
    where s.source = 'translate' and not s.confirmed
      and (s.en, s.kr) is distinct from (excluded.en, excluded.kr)
  returning s.card_id`;

/** Cards that gained (or changed) a proposed Korean attack or ability name. */
export async function proposeAttackNames(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with attacks as (${partProposals('card_attack', 'attack')}),
        abilities as (${partProposals('card_ability', 'ability')})
        select count(distinct card_id)::int as n
        from (select card_id from attacks union all select card_id from abilities) written`,
  );
  return row?.n ?? 0;
}
