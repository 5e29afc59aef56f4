import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/** English cards of the latest imports that still lack a Korean or a Japanese record (/admin/card/new_card_en). */

export interface NewCardEnFilter {
  since: Date;
  setId?: string;
  lacking: 'any' | 'kr' | 'jp';
  sort: 'created' | 'id' | 'name' | 'set';
  desc: boolean;
  page: number;
  size: number;
}

export interface NewCardEnRecord {
  id: string;
  name: string;
  name_kr: string | null;
  set_id: string | null;
  set_name: string | null;
  number: string;
  supertype: string;
  has_kr: boolean;
  has_jp: boolean;
  image: string;
  image_url: string | null;
  created: string;
  total: number;
}

const SORTS: Record<NewCardEnFilter['sort'], SQL> = {
  created: sql`e.created`,
  id: sql`e.id`,
  name: sql`e.name`,
  set: sql`e.set_id`,
};

export async function listNewEnglishCards(db: DbOrTx, f: NewCardEnFilter) {
  const hasKr = sql`exists (select 1 from card_kr k where k.card_id = e.id)`;
  const hasJp = sql`exists (select 1 from card_jp j where j.card_id = e.id)`;
  const lacking =
    f.lacking === 'kr'
      ? sql`not ${hasKr}`
      : f.lacking === 'jp'
        ? sql`not ${hasJp}`
        : sql`(not ${hasKr} or not ${hasJp})`;
  const direction = f.desc ? sql`desc` : sql`asc`;
  const rows = await queryRows<NewCardEnRecord>(
    db,
    sql`select e.id, e.name, coalesce(k.name, s.name) as name_kr, e.set_id, e.set_name, e.number, e.supertype,
          k.card_id is not null as has_kr, ${hasJp} as has_jp, e.image, e.image_url,
          ${seoulDateTime(sql`e.created`)} as created, count(*) over ()::int as total
        from card_en e
        left join card_kr k on k.card_id = e.id
        left join card_kr_name_suggestion s on s.card_id = e.id
        where e.source = 'pokemontcg' and e.deleted_at is null and e.created >= ${f.since.toISOString()}
          ${f.setId ? sql`and e.set_id = ${f.setId}` : sql``}
          and ${lacking}
        order by ${SORTS[f.sort]} ${direction}, e.id ${direction}
        limit ${f.size} offset ${(f.page - 1) * f.size}`,
  );
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.map(({ total: _t, ...row }) => row) };
}
