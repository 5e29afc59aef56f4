import { and, asc, eq, sql } from 'drizzle-orm';
import type { SearchDefaults } from '@carddogam/contract/calls/site-settings';
import type { DbOrTx } from '../db/client';
import { arrayParam } from '../db/array-param';
import { cardSet, supertypeItem } from '../db/schema/index';
import { readSiteText, saveSiteText } from './site-text';

/** The card search's settings (/admin/search/*): its defaults in site_text, the supertype labels. */

/** site_text key of the search defaults, stored as JSON. */
export const SEARCH_DEFAULTS_KEY = 'search_defaults';

const NO_DEFAULTS: SearchDefaults = { first_set: null, regulation_marks: [] };

/** The stored defaults; an unset or unreadable text means none (the newest set, no marks). */
export async function readSearchDefaults(db: DbOrTx): Promise<SearchDefaults> {
  const text = await readSiteText(db, SEARCH_DEFAULTS_KEY);
  if (!text) return NO_DEFAULTS;
  try {
    const parsed = JSON.parse(text) as Partial<SearchDefaults>;
    return {
      first_set: typeof parsed.first_set === 'string' && parsed.first_set ? parsed.first_set : null,
      regulation_marks: Array.isArray(parsed.regulation_marks)
        ? parsed.regulation_marks.filter((m): m is string => typeof m === 'string')
        : [],
    };
  } catch {
    return NO_DEFAULTS;
  }
}

export function saveSearchDefaults(db: DbOrTx, value: SearchDefaults, by: string): Promise<void> {
  return saveSiteText(db, SEARCH_DEFAULTS_KEY, JSON.stringify(value), by);
}

export async function krSetExists(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cardSet.id })
    .from(cardSet)
    .where(and(eq(cardSet.nation, 'kr'), eq(cardSet.name, name)))
    .limit(1);
  return row !== undefined;
}

export function listSupertypeRows(db: DbOrTx) {
  return db
    .select({
      id: supertypeItem.id,
      category: supertypeItem.category,
      en: supertypeItem.en,
      kr: supertypeItem.kr,
      is_show: supertypeItem.isShow,
      sort_order: supertypeItem.sortOrder,
    })
    .from(supertypeItem)
    .orderBy(asc(supertypeItem.category), asc(supertypeItem.sortOrder), asc(supertypeItem.id));
}

export async function findSupertypeRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(supertypeItem).where(eq(supertypeItem.id, id));
  return row;
}

export async function updateSupertypeRow(db: DbOrTx, id: number, kr: string, isShow: boolean) {
  await db.update(supertypeItem).set({ kr, isShow }).where(eq(supertypeItem.id, id));
}

/**
 * One category in the given order (places 1, 2, …), the rows not given after them in their old order,
 * in one statement.
 */
export async function reorderSupertypeRows(db: DbOrTx, category: string, ids: readonly number[]) {
  await db.execute(sql`with given as (
      select g.id, g.place from unnest(${arrayParam(ids, 'int')}) with ordinality as g(id, place)),
    placed as (
      select s.id, row_number() over (order by g.place nulls last, s.sort_order, s.id) as place
      from supertype_item s left join given g on g.id = s.id
      where s.category = ${category})
    update supertype_item s set sort_order = placed.place from placed where placed.id = s.id`);
}
