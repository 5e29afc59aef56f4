import { sql } from 'drizzle-orm';
import { ACTIVITY_WEIGHT, GRADE_THRESHOLDS } from '@carddogam/contract/member-grades';
import { queryRows, type DbOrTx } from '../db/client';
import { boardPost, cardReview, pointRecord, tradePost, users } from '../db/schema/index';

/** The thresholds as a SQL array literal; they are the contract's integers, never input. */
const THRESHOLDS_SQL = sql.raw(`array[${GRADE_THRESHOLDS.map((n) => Math.trunc(n)).join(',')}]::int[]`);

/**
 * Recomputes every member's grade from their activity by the contract's rule (member-grades.ts), in one
 * UPDATE … FROM over per-member totals: points earned (positive point records), board posts not deleted,
 * reviews and trade posts. Only rows whose grade changes are written; answers how many did. Staff and
 * banned members get a grade too (it shows again if their role ends); their badge shows the role meanwhile.
 * Safe to run in two processes at once: both write the same values.
 */
export async function recomputeMemberGrades(db: DbOrTx): Promise<number> {
  const changed = await queryRows<{ user_id: string }>(
    db,
    sql`
    update ${users} set grade = computed.grade
    from (
      select m.user_id,
             (select count(*)::int from unnest(${THRESHOLDS_SQL}) as least_score(n)
               where coalesce(p.earned, 0) + ${sql.raw(String(ACTIVITY_WEIGHT))} * (
                 coalesce(b.n, 0) + coalesce(r.n, 0) + coalesce(t.n, 0)) >= least_score.n) as grade
        from ${users} m
        left join (select user_id, sum(amount)::bigint as earned from ${pointRecord}
                    where amount > 0 group by user_id) p on p.user_id = m.user_id
        left join (select user_id, count(*)::bigint as n from ${boardPost}
                    where deleted_at is null group by user_id) b on b.user_id = m.user_id
        left join (select user_id, count(*)::bigint as n from ${cardReview} group by user_id) r
               on r.user_id = m.user_id
        left join (select user_id, count(*)::bigint as n from ${tradePost} group by user_id) t
               on t.user_id = m.user_id
    ) as computed
    where ${users.userId} = computed.user_id and ${users.grade} is distinct from computed.grade
    returning ${users.userId} as user_id
  `,
  );
  return changed.length;
}
