import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { refreshSearchRowHeads } from './search-row';

/**
 * The grams (text_grams) of several names at once, given joined by '|': one call of text_grams for a card
 * instead of one a name, which was most of a full rebuild's time. The pairs that span two names hold the
 * '|' and are left out, so the array is the union of each name's grams (no card text holds a '|').
 */
const gramsOfJoined = (joined: SQL) =>
  sql`array(select g from unnest(text_grams(${joined})) g where strpos(g, '|') = 0)`;

/**
 * Rebuilds the card_search rows (schema/search.ts) of the given cards, or of every card when ids is
 * undefined, in one INSERT … SELECT, and their stored result-row heads (card_search_row). Call it after
 * any change to a card, its editions or its parts.
 */
export async function refreshCardSearch(db: DbOrTx, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  // Card ids never contain a newline, so a newline-joined string is a safe one-parameter id list.
  const idList = ids ? ids.join('\n') : null;
  const only = idList === null ? sql`true` : sql`e.id = any(string_to_array(${idList}, E'\\n'))`;

  await db.execute(sql`
    insert into card_search as cs (
      card_id, supertype, subtypes, types, hp, regulation_mark, artist, pokedex, evolves_from, evolves_to,
      retreat_count, weakness_types, resistance_types, has_ability, damage_max, attack_costs,
      name_en, name_kr, name_kr_confirmed, name_jp, name_grams, names_norm, part_grams, parts_norm,
      ability_names, ability_texts, attack_names, attack_texts,
      rarity_en, rarity_kr, rarity_jp, set_en, set_kr, set_jp, series_en, series_kr, series_jp,
      number_en, number_kr, number_jp, number_sort_en, number_sort_kr, number_sort_jp,
      printed_total_en, printed_total_kr, printed_total_jp, release_en, release_kr, release_jp,
      image_en, image_kr, image_jp, available_en, available_kr, available_jp, last_modified_datetime)
    select
      e.id, e.supertype, e.subtypes, e.types, e.hp, e.regulation_mark, e.artist,
      e.national_pokedex_numbers, e.evolves_from, e.evolves_to,
      cardinality(e.retreat_cost),
      array(select w.type from card_weakness w where w.card_id = e.id order by w.position),
      array(select r.type from card_resistance r where r.card_id = e.id order by r.position),
      exists(select 1 from card_ability a where a.card_id = e.id),
      (select max(t.damage_value) from card_attack t where t.card_id = e.id),
      array(select t.converted_energy_cost::int from card_attack t
            where t.card_id = e.id and t.nation = base.nation order by t.position),
      e.name, names.kr, names.kr_confirmed, names.jp,
      ${gramsOfJoined(sql`all_names.joined`)},
      lower(regexp_replace(all_names.joined, '\\s+', '', 'g')),
      ${gramsOfJoined(sql`part_names.joined`)},
      coalesce(lower(regexp_replace(part_names.joined, '\\s+', '', 'g')), ''),
      (select coalesce(lower(string_agg(name, '|')), '') from card_ability where card_id = e.id),
      (select coalesce(lower(string_agg(text, '|')), '') from card_ability where card_id = e.id),
      (select coalesce(lower(string_agg(name, '|')), '') from card_attack where card_id = e.id),
      (select coalesce(lower(string_agg(text, '|')), '') from card_attack where card_id = e.id),
      e.rarity, k.rarity, j.rarity, e.set_name, k.set_name, j.set_name, e.series, k.series, j.series,
      e.number, k.number, j.number,
      substring(e.number from '\\d+')::int, substring(k.number from '\\d+')::int,
      substring(j.number from '\\d+')::int,
      e.set_printed_total, k.set_printed_total, j.set_printed_total,
      e.set_release, k.set_release, j.set_release,
      coalesce(nullif(e.image, 'default.png'), me.address, e.image_url),
      coalesce(nullif(k.image, 'default.png'), mk.address, k.image_url),
      coalesce(nullif(j.image, 'default.png'), mj.address, j.image_url),
      e.is_available, k.is_available, j.is_available,
      greatest(e.last_modified_datetime, k.last_modified_datetime, j.last_modified_datetime)
    from card_en e
    left join card_kr k on k.card_id = e.id
    left join card_jp j on j.card_id = e.id
    left join card_kr_name_suggestion s on s.card_id = e.id
    -- Our copy of a catalogue picture, while it is a copy of the edition's current address (decision 029).
    left join card_image_mirror me on me.card_id = e.id and me.nation = 'en' and me.source_url = e.image_url
    left join card_image_mirror mk on mk.card_id = e.id and mk.nation = 'kr' and mk.source_url = k.image_url
    left join card_image_mirror mj on mj.card_id = e.id and mj.nation = 'jp' and mj.source_url = j.image_url
    cross join lateral (select
      coalesce(nullif(k.name, ''), s.name) as kr,
      -- A Korean record's name, or a proposed name staff confirmed (/admin/card/translated).
      coalesce(k.name, '') <> '' or coalesce(s.confirmed, false) as kr_confirmed,
      nullif(j.name, '') as jp) names
    cross join lateral (select concat_ws('|', e.name, names.kr, names.jp) as joined) all_names
    cross join lateral (select case
      when e.is_available then 'en' when j.card_id is not null then 'jp' else 'kr' end as nation) base
    cross join lateral (select string_agg(distinct p.name, '|') as joined from (
        select name from card_ability where card_id = e.id
        union select name from card_attack where card_id = e.id) p) part_names
    -- A deleted card (card_en.deleted_at) has no search row, whatever refresh runs.
    where ${only} and e.deleted_at is null
    on conflict (card_id) do update set
      supertype = excluded.supertype, subtypes = excluded.subtypes, types = excluded.types,
      hp = excluded.hp, regulation_mark = excluded.regulation_mark, artist = excluded.artist,
      pokedex = excluded.pokedex, evolves_from = excluded.evolves_from, evolves_to = excluded.evolves_to,
      retreat_count = excluded.retreat_count, weakness_types = excluded.weakness_types,
      resistance_types = excluded.resistance_types, has_ability = excluded.has_ability,
      damage_max = excluded.damage_max, attack_costs = excluded.attack_costs,
      name_en = excluded.name_en, name_kr = excluded.name_kr, name_kr_confirmed = excluded.name_kr_confirmed,
      name_jp = excluded.name_jp, name_grams = excluded.name_grams, names_norm = excluded.names_norm,
      part_grams = excluded.part_grams, parts_norm = excluded.parts_norm,
      ability_names = excluded.ability_names, ability_texts = excluded.ability_texts,
      attack_names = excluded.attack_names, attack_texts = excluded.attack_texts,
      rarity_en = excluded.rarity_en, rarity_kr = excluded.rarity_kr, rarity_jp = excluded.rarity_jp,
      set_en = excluded.set_en, set_kr = excluded.set_kr, set_jp = excluded.set_jp,
      series_en = excluded.series_en, series_kr = excluded.series_kr, series_jp = excluded.series_jp,
      number_en = excluded.number_en, number_kr = excluded.number_kr, number_jp = excluded.number_jp,
      number_sort_en = excluded.number_sort_en, number_sort_kr = excluded.number_sort_kr,
      number_sort_jp = excluded.number_sort_jp, printed_total_en = excluded.printed_total_en,
      printed_total_kr = excluded.printed_total_kr, printed_total_jp = excluded.printed_total_jp,
      release_en = excluded.release_en, release_kr = excluded.release_kr, release_jp = excluded.release_jp,
      image_en = excluded.image_en, image_kr = excluded.image_kr, image_jp = excluded.image_jp,
      available_en = excluded.available_en, available_kr = excluded.available_kr,
      available_jp = excluded.available_jp, last_modified_datetime = excluded.last_modified_datetime
  `);
  await refreshSearchRowHeads(
    db,
    idList === null ? sql`true` : sql`s.card_id = any(string_to_array(${idList}, E'\\n'))`,
  );
  if (idList !== null) {
    // A deleted card's head goes with its row (on delete cascade).
    await db.execute(sql`
      delete from card_search
      where card_id = any(string_to_array(${idList}, E'\\n'))
        and not exists (select 1 from card_en e where e.id = card_search.card_id and e.deleted_at is null)`);
  }
  await mergePendingGinEntries(db);
}

/**
 * A GIN index takes new entries into a pending list, which every search through that index reads to the
 * end until a vacuum merges it. After an import the lists of card_search held hundreds of pages each, and
 * a name search read them all (PGlite never vacuums on its own); merging them here, in bulk, costs the
 * writer a little and spares every later search.
 */
async function mergePendingGinEntries(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    select gin_clean_pending_list(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where i.indrelid = 'card_search'::regclass and a.amname = 'gin'`);
}
