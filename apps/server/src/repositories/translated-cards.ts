import { sql, type SQL } from 'drizzle-orm';
import type { ProposalKind, TranslatedSource } from '@carddogam/contract/calls/translate-admin';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';
import { likeEscape } from './search-conditions';

/**
 * Korean data by where it came from (/admin/card/translated; decision 036): proposals (name and part
 * suggestions) with their confirmation, Korean records staff wrote, imported Korean prints, and approved
 * info reports. One source is read at a time, each from its own table in the order of its key, so a page
 * reads through an index rather than sorting a union of everything.
 */

export interface TranslatedFilter {
  source: TranslatedSource;
  kind: ProposalKind;
  origin: string;
  state: '전체' | '미확인' | '확정';
  text: string;
}

export interface TranslatedDbRow {
  key: string;
  card_id: string;
  name_en: string;
  kind: ProposalKind | 'record';
  position: number;
  en: string;
  kr: string;
  source: string;
  confirmed: boolean;
  by: string | null;
  at: string | null;
  provider: string | null;
}

function textMatch(text: string, columns: SQL[]): SQL {
  if (!text) return sql`true`;
  const pattern = `%${likeEscape(text)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}

function stateMatch(state: TranslatedFilter['state'], column: SQL): SQL {
  if (state === '미확인') return sql`not ${column}`;
  if (state === '확정') return column;
  return sql`true`;
}

const originMatch = (origin: string, column: SQL) =>
  origin === '전체' ? sql`true` : sql`${column} = ${origin}`;

/** The select, from and where of one source; every source answers the same columns. */
function sourceQuery(f: TranslatedFilter): { select: SQL; from: SQL; order: SQL } {
  if (f.source === 'proposal' && f.kind === 'name') {
    return {
      select: sql`'name:' || s.card_id as key, s.card_id, e.name as name_en, 'name' as kind, 0 as position,
        e.name as en, s.name as kr, s.source, s.confirmed, s.confirmed_by as by,
        ${seoulDateTime(sql`s.confirmed_at`)} as at, null as provider`,
      from: sql`card_kr_name_suggestion s join card_en e on e.id = s.card_id
        where ${stateMatch(f.state, sql`s.confirmed`)} and ${originMatch(f.origin, sql`s.source`)}
          and ${textMatch(f.text, [sql`s.card_id`, sql`s.name`, sql`e.name`])}`,
      order: sql`s.card_id`,
    };
  }
  if (f.source === 'proposal') {
    return {
      select: sql`'part:' || p.id as key, p.card_id, e.name as name_en, p.kind, p.position::int as position,
        p.en, p.kr, p.source, p.confirmed, p.confirmed_by as by,
        ${seoulDateTime(sql`p.confirmed_at`)} as at, null as provider`,
      from: sql`card_kr_part_suggestion p join card_en e on e.id = p.card_id
        where p.kind = ${f.kind} and ${stateMatch(f.state, sql`p.confirmed`)}
          and ${originMatch(f.origin, sql`p.source`)}
          and ${textMatch(f.text, [sql`p.card_id`, sql`p.kr`, sql`p.en`])}`,
      order: sql`p.card_id, p.position`,
    };
  }
  if (f.source === 'report') {
    return {
      select: sql`'log:' || u.id as key, u.card_id, coalesce(e.name, '') as name_en, 'record' as kind,
        0 as position, coalesce(e.name, '') as en, coalesce(k.name, '') as kr, 'report' as source,
        true as confirmed, u.updater as by, ${seoulDateTime(sql`u.created`)} as at, u.provider`,
      // Info reports are approved with the report's id; a staff edit writes provide_id 0 (services/provide.ts).
      from: sql`update_log u left join card_en e on e.id = u.card_id left join card_kr k on k.card_id = u.card_id
        where u.provide_type = 'card' and u.provide_id > 0 and u.card_nation = 'kr'
          and ${textMatch(f.text, [sql`u.card_id`, sql`k.name`, sql`e.name`])}`,
      order: sql`u.id desc`,
    };
  }
  const writer = f.source === 'staff' ? sql`k.writer is not null` : sql`k.writer is null`;
  return {
    select: sql`'kr:' || k.card_id as key, k.card_id, e.name as name_en, 'record' as kind, 0 as position,
      e.name as en, coalesce(k.name, '') as kr, ${f.source} as source, true as confirmed, k.writer as by,
      ${seoulDateTime(sql`k.last_modified_datetime`)} as at, null as provider`,
    from: sql`card_kr k join card_en e on e.id = k.card_id
      where ${writer} and ${textMatch(f.text, [sql`k.card_id`, sql`k.name`, sql`e.name`])}`,
    order: sql`k.card_id`,
  };
}

export async function listTranslated(
  db: DbOrTx,
  filter: TranslatedFilter,
  page: { page: number; size: number },
): Promise<{ total: number; rows: TranslatedDbRow[] }> {
  const q = sourceQuery(filter);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${q.from}`);
  const rows = await queryRows<TranslatedDbRow>(
    db,
    sql`select ${q.select} from ${q.from} order by ${q.order}
        limit ${page.size} offset ${(page.page - 1) * page.size}`,
  );
  return { total: count?.n ?? 0, rows };
}

// One JSON parameter, however many rows were chosen.
const textList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const idList = (values: readonly number[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int)`;

export interface NameProposal {
  card_id: string;
  name: string;
  source: string;
}
export interface PartProposal {
  id: number;
  card_id: string;
  kind: string;
  position: number;
  en: string;
  kr: string;
  source: string;
}

/** Confirms the unconfirmed ones among the chosen proposals; answers those it confirmed. */
export async function confirmProposals(
  tx: Tx,
  userId: string,
  chosen: { names: readonly string[]; parts: readonly number[] },
): Promise<{ names: NameProposal[]; parts: PartProposal[] }> {
  const names =
    chosen.names.length === 0
      ? []
      : await queryRows<NameProposal>(
          tx,
          sql`update card_kr_name_suggestion
              set confirmed = true, confirmed_by = ${userId}, confirmed_at = now()
              where card_id in ${textList(chosen.names)} and not confirmed
              returning card_id, name, source`,
        );
  const parts =
    chosen.parts.length === 0
      ? []
      : await queryRows<PartProposal>(
          tx,
          sql`update card_kr_part_suggestion
              set confirmed = true, confirmed_by = ${userId}, confirmed_at = now()
              where id in ${idList(chosen.parts)} and not confirmed
              returning id, card_id, kind, position::int as position, en, kr, source`,
        );
  return { names, parts };
}

/** Deletes the chosen proposals, confirmed or not; answers what it deleted. */
export async function deleteProposals(
  tx: Tx,
  chosen: { names: readonly string[]; parts: readonly number[] },
): Promise<{ names: NameProposal[]; parts: PartProposal[] }> {
  const names =
    chosen.names.length === 0
      ? []
      : await queryRows<NameProposal>(
          tx,
          sql`delete from card_kr_name_suggestion where card_id in ${textList(chosen.names)}
              returning card_id, name, source`,
        );
  const parts =
    chosen.parts.length === 0
      ? []
      : await queryRows<PartProposal>(
          tx,
          sql`delete from card_kr_part_suggestion where id in ${idList(chosen.parts)}
              returning id, card_id, kind, position::int as position, en, kr, source`,
        );
  return { names, parts };
}
