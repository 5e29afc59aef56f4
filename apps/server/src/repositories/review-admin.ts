import { sql, type SQL } from 'drizzle-orm';
import type { ReviewAdminRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { queryRows, type DbOrTx } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';
import { likeEscape, nameMatches } from './search-conditions';

/** Every review for /admin/card/review, and the bulk status change of the selected ones. */

export interface ReviewAdminQuery {
  page: number;
  size: number;
  card: string;
  member: string;
  status: '정상' | '블라인드' | null;
  text: string;
}

function conditions(q: ReviewAdminQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (q.card)
    where.push(sql`(r.card_id = ${q.card}
      or r.card_id in (select s.card_id from card_search s where ${nameMatches(q.card)}))`);
  if (q.member)
    where.push(sql`(r.user_id = ${q.member}
      or r.user_id in (select user_id from users where nickname ilike ${`%${likeEscape(q.member)}%`}))`);
  if (q.status) where.push(sql`r.status = ${q.status}`);
  if (q.text) where.push(sql`r.content ilike ${`%${likeEscape(q.text)}%`}`);
  return sql.join(where, sql` and `);
}

export async function listReviewsForStaff(
  db: DbOrTx,
  q: ReviewAdminQuery,
): Promise<{ total: number; rows: ReviewAdminRow[] }> {
  const where = conditions(q);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from card_review r where ${where}`,
  );
  const rows = await queryRows<ReviewAdminRow>(
    db,
    sql`select r.id, r.card_id, coalesce(k.name, e.name) as card_name, r.text_nation, r.user_id,
        coalesce(u.nickname, '탈퇴한 회원') as nickname, r.status,
        case when r.rate_perform_check then r.rate_perform::float8 end as rate_perform,
        case when r.rate_collect_check then r.rate_collect::float8 end as rate_collect,
        r.content, r.points_awarded, ${seoulDateTime(sql`r.created`)} as created
      from card_review r
      left join users u on u.user_id = r.user_id
      left join card_en e on e.id = r.card_id
      left join card_kr k on k.card_id = r.card_id
      where ${where}
      order by r.created desc, r.id desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { total: count?.total ?? 0, rows };
}

export interface ReviewStatusChange {
  id: number;
  card_id: string;
  text_nation: string;
  before: string;
}

/** Sets the status of the given reviews in one statement; answers those whose status changed. */
export async function setReviewStatuses(
  db: DbOrTx,
  ids: readonly number[],
  status: string,
): Promise<ReviewStatusChange[]> {
  return queryRows<ReviewStatusChange>(
    db,
    sql`update card_review r set status = ${status}
      from card_review old
      where old.id = r.id and r.id = any(string_to_array(${ids.join(',')}, ',')::int[])
        and r.status <> ${status}
      returning r.id, r.card_id, r.text_nation, old.status as before`,
  );
}
