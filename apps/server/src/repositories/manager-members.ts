import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/index';
import type { UserRow } from './users';

/** The member lists of /admin/manager/*: staff by type, 테스터, and members holding a permission flag. */

export interface MemberPage {
  total: number;
  rows: UserRow[];
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A part of the id or nickname. */
export function idOrNickname(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(ilike(users.userId, likePattern(q)), ilike(users.nickname, likePattern(q)));
}

export const ofTypes = (types: readonly string[]) => inArray(users.type, [...types]);
export const ofType = (type: string) => eq(users.type, type);
export const holdsAnyPermission = sql`(${users.permissionPointmall} or ${users.permissionOfficialLeague} or ${users.permissionDeckRecipe})`;

/** One page of the members matching every condition, by type then nickname for a stable order. */
export async function listMembers(
  db: DbOrTx,
  conditions: Array<SQL | undefined>,
  paging: { page: number; size: number },
): Promise<MemberPage> {
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(users.type, desc(users.created), users.userId)
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  return { total: count?.total ?? 0, rows };
}
