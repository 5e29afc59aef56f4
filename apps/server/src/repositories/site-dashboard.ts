import { sql, type SQL } from 'drizzle-orm';
import type { DashboardFigure, DashboardQueueKey } from '@carddogam/contract/calls/site-dashboard';
import { queryRows, type DbOrTx } from '../db/client';
import {
  boardDbRequest,
  boardPost,
  cardReview,
  inquiry,
  leaguePlayer,
  memberReport,
  officialPlayerClaim,
  officialResultReport,
  pointmallOrder,
  provideBug,
  provideImage,
  provideInfo,
  tradePost,
  tradePrice,
  tradeRequest,
  users,
  visitCounter,
  visitDaily,
  visitPathDaily,
  visitedLog,
} from '../db/schema/index';
import { seoulDayOf, seoulDayStart } from '../db/seoul-time';
import { barePath } from './visit-rollup';

/**
 * The admin dashboard's figures (decision 037), for a range of Seoul days `from`..`today` ('YYYY-MM-DD').
 * Visits come from the counter and the daily rollups; only today's page views and paths are read from
 * visited_log, by a range of its created index. The other figures count the rows written in the range.
 */

export interface DayRange {
  from: string;
  today: string;
}

export interface FigureCount {
  figure: DashboardFigure;
  day: string;
  count: number;
}

const dateParam = (day: string): SQL => sql`${day}::date`;

/** Rows of a table written in the range, counted per Seoul day. */
function rowsPerDay(figure: DashboardFigure, table: SQL, created: SQL, range: DayRange, extra?: SQL): SQL {
  return sql`select ${figure}::text as figure, ${seoulDayOf(created)}::text as day, count(*)::int as count
    from ${table}
    where ${created} >= ${seoulDayStart(dateParam(range.from))}
      and ${created} < ${seoulDayStart(sql`${dateParam(range.today)} + 1`)}
      ${extra ? sql`and ${extra}` : sql``}
    group by 2`;
}

/** Every per-day figure of the range in one statement; days without rows are left out. */
export function countFiguresPerDay(db: DbOrTx, range: DayRange): Promise<FigureCount[]> {
  return queryRows<FigureCount>(db, figuresPerDayQuery(range));
}

/** The statement of countFiguresPerDay (its plan is checked by a test). */
export function figuresPerDayQuery(range: DayRange): SQL {
  const from = dateParam(range.from);
  const today = dateParam(range.today);
  const parts: SQL[] = [
    sql`select 'visitors' as figure, ${visitCounter.day}::text as day, ${visitCounter.count} as count
      from ${visitCounter} where ${visitCounter.day} between ${from} and ${today}`,
    // Past days from the rollup; today, not rolled up yet, from its own rows of the raw log.
    sql`select 'page_views', ${visitDaily.day}::text, ${visitDaily.pageViews}
      from ${visitDaily} where ${visitDaily.day} >= ${from} and ${visitDaily.day} < ${today}`,
    sql`select 'page_views', ${range.today}::text, count(*)::int
      from ${visitedLog} where ${visitedLog.created} >= ${seoulDayStart(today)}`,
    rowsPerDay('new_members', sql`${users}`, sql`${users.created}`, range),
    rowsPerDay(
      'board_posts',
      sql`${boardPost}`,
      sql`${boardPost.created}`,
      range,
      sql`${boardPost.deletedAt} is null`,
    ),
    rowsPerDay('card_reviews', sql`${cardReview}`, sql`${cardReview.created}`, range),
    rowsPerDay('trade_posts', sql`${tradePost}`, sql`${tradePost.created}`, range),
    rowsPerDay('trade_prices', sql`${tradePrice}`, sql`${tradePrice.created}`, range),
  ];
  return sql.join(parts, sql` union all `);
}

/**
 * The most viewed paths of the range: past days from visit_path_daily, today from today's raw rows with
 * the query string dropped the way the rollup drops it.
 */
export function topPaths(
  db: DbOrTx,
  range: DayRange,
  limit: number,
): Promise<{ path: string; views: number }[]> {
  return queryRows(db, topPathsQuery(range, limit));
}

/** The statement of topPaths (its plan is checked by a test). */
export function topPathsQuery(range: DayRange, limit: number): SQL {
  const today = dateParam(range.today);
  return sql`select path, sum(views)::int as views from (
        select ${visitPathDaily.path} as path, ${visitPathDaily.views} as views from ${visitPathDaily}
        where ${visitPathDaily.day} >= ${dateParam(range.from)} and ${visitPathDaily.day} < ${today}
        union all
        select ${barePath(sql`${visitedLog.path}`)}, 1 from ${visitedLog}
        where ${visitedLog.created} >= ${seoulDayStart(today)}
      ) v
      group by path
      order by views desc, path
      limit ${limit}`;
}

/** What "waiting" means in each queue: the state an item stays in until staff handle it. */
const WAITING: Record<DashboardQueueKey, SQL> = {
  provide_image: sql`select count(*) from ${provideImage} where ${provideImage.status} = 'pending'`,
  provide_info: sql`select count(*) from ${provideInfo} where ${provideInfo.status} = 'pending'`,
  provide_bug: sql`select count(*) from ${provideBug} where ${provideBug.status} = 'pending'`,
  member_report: sql`select count(*) from ${memberReport} where ${memberReport.status} = '접수'`,
  board_blinded: sql`select count(*) from ${boardPost}
    where ${boardPost.blinded} and ${boardPost.deletedAt} is null`,
  db_request: sql`select count(*) from ${boardDbRequest} where ${boardDbRequest.status} = '접수'`,
  inquiry: sql`select count(*) from ${inquiry} where ${inquiry.status} = '접수'`,
  official_result: sql`select count(*) from ${officialResultReport} where ${officialResultReport.status} = '접수'`,
  player_claim: sql`select count(*) from ${officialPlayerClaim} where ${officialPlayerClaim.status} = '접수'`,
  league_uid: sql`select count(*) from ${leaguePlayer} where ${leaguePlayer.status} = '접수'`,
  trade_request: sql`select count(*) from ${tradeRequest} where ${tradeRequest.state} = '요청중'`,
  order_new: sql`select count(*) from ${pointmallOrder} where ${pointmallOrder.status} = '주문접수'`,
  order_preparing: sql`select count(*) from ${pointmallOrder} where ${pointmallOrder.status} = '준비중'`,
};

/** The waiting items of every queue, read in one statement. */
export async function countWaiting(db: DbOrTx): Promise<Record<DashboardQueueKey, number>> {
  const columns = Object.entries(WAITING).map(
    ([key, count]) => sql`(${count})::int as ${sql.identifier(key)}`,
  );
  const [row] = await queryRows<Record<DashboardQueueKey, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return row!;
}
