import { sql } from 'drizzle-orm';
import type { UnifiedMember } from '@carddogam/contract/calls/unified-search';
import { queryRows, type DbOrTx } from '../db/client';
import { ITEM_COLUMNS, ITEM_JOINS, titleMatch, type PostItemRow } from './board-posts';

/**
 * The two searches of /search that no list of the site already makes: board posts across every board
 * the viewer may read, and members by nickname. Cards, decks and trade posts reuse their lists' own
 * searches (services/unified-search.ts).
 */

const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * How many of the newest posts the search reads in id order before it turns to the title index. A word
 * in one post of 400 or more fills the group within it; rarer words are found through the index.
 */
const WALK_BUDGET = 2_000;

/**
 * Live, unblinded posts whose title holds the keyword (the board list's 제목 match, titleMatch), outside the
 * boards this viewer may not read: the newest `limit` of them with what a list row shows, and their count
 * up to `cap`. Blinded posts are left out, not masked: a masked row would still tell that its hidden title
 * holds the word.
 *
 * The two ways are chosen here rather than by the planner, as the card search does (decision 031). On
 * 1,000,000 posts in 20 boards the planner chose the wrong one both ways: for a word in a fifth of the
 * titles it sorted all 200,000 matches from the title_grams index (1.5 s), for a word found nowhere it
 * walked every post newest first (1.2 s). So the newest WALK_BUDGET posts are read first (`walked`); only
 * when they hold fewer matches than the answer needs are all matches taken from the index (`indexed`,
 * skipped otherwise by its one-time filter). The boards are left out by exclusion (`<> all`), which no
 * index serves, on purpose: an `= any(readable boards)` was ANDed with the board index of every readable
 * post (a million entries).
 */
export async function searchBoardPosts(
  db: DbOrTx,
  hiddenBoardIds: readonly number[],
  keyword: string,
  limit: number,
  cap: number,
): Promise<{ total: number; rows: PostItemRow[] }> {
  const live = [sql`p.deleted_at is null`, sql`not p.blinded`];
  if (hiddenBoardIds.length > 0) live.push(sql`p.board_id <> all(${idArray(hiddenBoardIds)})`);
  const liveSql = sql.join(live, sql` and `);
  const match = titleMatch(keyword);
  const found = await queryRows<PostItemRow & { total: number }>(
    db,
    sql`with walked as materialized (
        select w.id, row_number() over () as rn from (
          select p.id, (${match}) as hit from board_post p where ${liveSql}
          order by p.id desc limit ${WALK_BUDGET}
        ) w where w.hit limit ${cap}
      ),
      indexed as materialized (
        select p.id from board_post p
        where ${liveSql} and ${match} and (select count(*) from walked) < ${cap}
      ),
      total as (
        select case when (select count(*) from walked) >= ${cap} then ${cap}
          else least((select count(*) from indexed), ${cap}) end::int as n
      ),
      page as (
        (select id from walked where (select count(*) from walked) >= ${limit} order by rn limit ${limit})
        union all
        (select id from indexed where (select count(*) from walked) < ${limit} order by id desc limit ${limit})
      )
      select total.n as total, listed.*
      from total left join lateral (
        select ${ITEM_COLUMNS} from page join board_post p on p.id = page.id ${ITEM_JOINS}
      ) listed on true
      order by listed.id desc`,
  );
  return {
    total: found[0]?.total ?? 0,
    rows: found.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row),
  };
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose nickname holds the text (case-insensitively), those starting with it first, then the
 * shorter names; banned members are left out, and nothing but the nickname is searched (never the e-mail
 * or the login id). No index serves a part of a nickname: this reads the members table, which is small
 * beside the posts; the count stops at `cap`.
 */
export async function searchMembers(
  db: DbOrTx,
  text: string,
  limit: number,
  cap: number,
): Promise<{ total: number; rows: UnifiedMember[] }> {
  const lowered = text.toLowerCase();
  const where = sql`u.type <> '밴 유저' and strpos(lower(u.nickname), ${lowered}) > 0`;
  const [rows, counted] = await Promise.all([
    queryRows<UnifiedMember>(
      db,
      sql`select u.user_id, u.nickname, u.type, u.grade from users u where ${where}
        order by lower(u.nickname) like ${`${likeEscape(lowered)}%`} desc, length(u.nickname), u.nickname
        limit ${limit}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from users u where ${where} limit ${cap}) matches`,
    ),
  ]);
  return { total: counted[0]?.n ?? 0, rows };
}
