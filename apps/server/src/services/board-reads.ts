import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isBoardModerator } from '@carddogam/contract/board/gates';
import {
  CARD_MENTION_EDITION_ATTR,
  CARD_MENTION_ID_ATTR,
  CARD_MENTION_CLASS,
  type CardMention,
} from '@carddogam/contract/board/mention';
import { NOTICE_BOARD } from '@carddogam/contract/board/seeded-boards';
import {
  BOARD_PROFILE_PAGE_SIZE,
  type boardCalls,
  type BoardListResult,
  type BoardMention,
  type BoardReadResult,
} from '@carddogam/contract/calls/board';
import type { Nation } from '@carddogam/contract/constants';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { queryRows, type DbOrTx } from '../db/client';
import { notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import {
  canCommentInBoard,
  canDeleteBoardPost,
  canEditBoardPost,
  canListBoard,
  canReadBoard,
  canReportBoardWriting,
  canSeeBlinded,
  canVoteOnPost,
  enforce,
  type BoardMember,
} from '../policies/permissions';
import { presentPostItem } from '../presenters/board';
import { listCommentsByWriter } from '../repositories/board-comments';
import * as posts from '../repositories/board-posts';
import { categoryBucket, postCounts, TALLY_ALL, TALLY_BEST, tallyOf } from '../repositories/board-tally';
import {
  boardMember,
  knownBoardById,
  knownBoardByName,
  presentBoardInfo,
  type BoardReadContext,
} from './board-access';
import type { BoardDirectory, BoardSettings } from './board-directory';

/** The board pages' reads (decision 026): menus, list pages, a post, profiles and the home page blocks. */

type ListParams = z.output<(typeof boardCalls.list)['params']>;

/** Boards by group, as far as the viewer may list them. */
export async function boardMenu({ db, boards }: BoardReadContext, user: SessionUser | null) {
  const [member, all, counts] = await Promise.all([boardMember(db, user), boards.all(), postCounts(db)]);
  const groups = new Map<
    number,
    { id: number; name: string; boards: ReturnType<typeof presentBoardInfo>[] }
  >();
  for (const board of all) {
    if (!canListBoard(member, board).ok) continue;
    const group = groups.get(board.groupId) ?? { id: board.groupId, name: board.group, boards: [] };
    group.boards.push(presentBoardInfo(board, member, counts.get(board.id) ?? 0));
    groups.set(board.groupId, group);
  }
  return [...groups.values()];
}

export async function boardSetting({ db, boards }: BoardReadContext, user: SessionUser | null, name: string) {
  const [member, board] = await Promise.all([boardMember(db, user), knownBoardByName(boards, name)]);
  enforce(canListBoard(member, board));
  return presentBoardInfo(board, member, await tallyOf(db, board.id, TALLY_ALL));
}

function searchMatch(type: ListParams['search_type'], keyword: string) {
  switch (type) {
    case '제목':
      return posts.titleMatch(keyword);
    case '내용':
      return posts.contentMatch(keyword);
    case '제목+내용':
      return sql`(${posts.titleMatch(keyword)} or ${posts.contentMatch(keyword)})`;
    case '글쓴이':
      return posts.writerMatch(keyword);
  }
}

/**
 * One list page. Without a search the total comes from the board's tally (the 'all', 'best' or 말머리
 * bucket), so the pager's 맨끝 costs nothing; 베스트 within one 말머리 and searches are counted as far as the
 * pager needs (posts.searchCountCap). The board's settings come from memory, and the counts, the page and
 * the notices are asked for at once.
 */
export async function listBoardPosts(
  { db, boards }: BoardReadContext,
  user: SessionUser | null,
  input: ListParams,
): Promise<BoardListResult> {
  const [member, board] = await Promise.all([
    boardMember(db, user),
    knownBoardByName(boards, input.board_name),
  ]);
  enforce(canListBoard(member, board));
  const keyword = input.keyword.trim();
  const filter: posts.PostFilter = {
    boardId: board.id,
    category: input.category || null,
    best: input.tab === '베스트',
    match: keyword ? searchMatch(input.search_type, keyword) : undefined,
  };
  const size = board.rowsPerPage;
  const counted = filter.match !== undefined || (filter.best === true && !!filter.category);
  const cap = posts.searchCountCap(input.page, size);
  const bucket = filter.best ? TALLY_BEST : filter.category ? categoryBucket(filter.category) : TALLY_ALL;
  const read = (q: DbOrTx) =>
    Promise.all([
      counted ? posts.countPosts(q, filter, cap) : Promise.resolve(0),
      posts.listPageAndNotices(q, filter, bucket, size, (input.page - 1) * size),
    ]);
  const [matches, listed] = filter.match ? await posts.asSearch(db, read) : await read(db);
  const total = counted ? matches : listed.bucketCount;
  return {
    board: presentBoardInfo(board, member, listed.allCount),
    notices: listed.notices.map((r) => presentPostItem(r, member)),
    rows: listed.rows.map((r) => presentPostItem(r, member)),
    total,
    total_capped: counted && matches >= cap,
    page: input.page,
    page_count: Math.max(1, Math.ceil((counted ? Math.min(total, cap - 1) : total) / size)),
    size,
  };
}

const MENTION_PATTERN = new RegExp(
  `<span class="${CARD_MENTION_CLASS}" ${CARD_MENTION_ID_ATTR}="([^"]+)" ${CARD_MENTION_EDITION_ATTR}="(kr|en|jp)">`,
  'g',
);

/** The chips of stored (sanitized) HTML, once each, in order. */
export function mentionsIn(html: string): CardMention[] {
  const seen = new Map<string, CardMention>();
  for (const m of html.matchAll(MENTION_PATTERN)) {
    const mention = { card_id: m[1]!, edition: m[2] as Nation };
    seen.set(`${mention.card_id}|${mention.edition}`, mention);
  }
  return [...seen.values()];
}

/** What the read page shows on each chip: the Korean name, the picture and the average price. */
async function resolveMentions(db: DbOrTx, mentions: CardMention[]): Promise<BoardMention[]> {
  if (mentions.length === 0) return [];
  const ids = sql.join(
    mentions.map((m) => sql`${m.card_id}`),
    sql`, `,
  );
  const editions = sql.join(
    mentions.map((m) => sql`${m.edition}`),
    sql`, `,
  );
  const rows = await queryRows<{
    card_id: string;
    edition: Nation;
    name: string | null;
    image: string | null;
    avg_price: number | null;
    price_count: number;
  }>(
    db,
    sql`select m.card_id, m.edition,
        coalesce(s.name_kr, case m.edition when 'jp' then s.name_jp end, s.name_en) as name,
        coalesce(case m.edition when 'kr' then s.image_kr when 'jp' then s.image_jp end, s.image_en) as image,
        case when coalesce(r.price_count, 0) > 0 then floor(r.avg_price)::int end as avg_price,
        coalesce(r.price_count, 0)::int as price_count
      from unnest(array[${ids}]::text[], array[${editions}]::text[]) with ordinality as m(card_id, edition, n)
      left join card_search s on s.card_id = m.card_id
      left join card_rank_stats r on r.card_id = m.card_id and r.nation = m.edition
      order by m.n`,
  );
  return rows;
}

export async function readBoardPost(
  { db, boards }: BoardReadContext,
  user: SessionUser | null,
  id: number,
): Promise<BoardReadResult> {
  const [member, row] = await Promise.all([boardMember(db, user), posts.readPostDetail(db, id)]);
  if (!row) throw notFound(BOARD_MSG.postNotFound, 'POST_NOT_FOUND');
  const board = await knownBoardById(boards, row.board_id);
  enforce(canReadBoard(member, board));
  const hidden = row.blinded && !canSeeBlinded(member, row.user_id);
  const head = { userId: row.user_id, commentCount: row.comment_count, blinded: row.blinded };
  const [near, marks, mentions, dbRequest, postCount] = await Promise.all([
    posts.neighbours(db, board.id, id),
    member ? posts.myMarks(db, id, member.userId) : Promise.resolve({ vote: null, reported: false }),
    hidden ? Promise.resolve([]) : resolveMentions(db, mentionsIn(row.content)),
    board.kind === 'DB요청' ? posts.findDbRequest(db, id) : Promise.resolve(undefined),
    tallyOf(db, board.id, TALLY_ALL),
  ]);
  const moderator = member !== null && isBoardModerator(member.type);
  const neighbour = (nid: number | null, title: string | null, blinded: boolean | null) =>
    nid === null ? null : { id: nid, title: blinded && !moderator ? BOARD_MSG.blindedPost : title! };
  return {
    board: presentBoardInfo(board, member, postCount),
    post: {
      ...presentPostItem(row, member),
      content: hidden ? '' : row.content,
      content_hidden: hidden,
      updated: row.updated,
      review_requested: row.review_requested,
    },
    prev: neighbour(near.prev_id, near.prev_title, near.prev_blinded),
    next: neighbour(near.next_id, near.next_title, near.next_blinded),
    my_vote: marks.vote === 1 ? 'up' : marks.vote === -1 ? 'down' : null,
    reported: marks.reported,
    can: {
      edit: canEditBoardPost(member, head).ok,
      delete: canDeleteBoardPost(member, head).ok,
      vote: canVoteOnPost(member, head).ok && marks.vote === null,
      report: canReportBoardWriting(member, head).ok && !marks.reported,
      comment: canCommentInBoard(member, board).ok,
    },
    mentions,
    db_request:
      board.kind === 'DB요청'
        ? {
            status: (dbRequest?.status ?? '접수') as '접수' | '처리중' | '완료',
            reply: dbRequest?.reply ?? '',
            updated: dbRequest?.updated ?? null,
          }
        : null,
  };
}

/**
 * The §7.11 title of a post, for the page title '제목 > 게시판 이름'. Like the post itself: nothing for an
 * unknown, deleted or unreadable post, and the blind notice instead of a blinded title.
 */
export async function boardPostTitle({ db, boards }: BoardReadContext, user: SessionUser | null, id: number) {
  const [member, post] = await Promise.all([boardMember(db, user), posts.findLivePost(db, id)]);
  if (!post) return [];
  const board = await knownBoardById(boards, post.boardId);
  if (!canReadBoard(member, board).ok) return [];
  const hidden = post.blinded && !canSeeBlinded(member, post.userId);
  return [
    {
      id,
      title: hidden ? BOARD_MSG.blindedPost : post.title,
      board_group: board.group,
      board_name: board.name,
    },
  ];
}

/** The boards whose posts this viewer may read (profiles and the home page only show those). */
async function readableBoards(boards: BoardDirectory, member: BoardMember | null): Promise<BoardSettings[]> {
  return (await boards.all()).filter((b) => canReadBoard(member, b).ok);
}

/** What a profile tab lists for this viewer: the boards they may read, and the rows of the page. */
async function profileScope({ db, boards }: BoardReadContext, user: SessionUser | null, page: number) {
  const member = await boardMember(db, user);
  const boardIds = (await readableBoards(boards, member)).map((b) => b.id);
  const size = BOARD_PROFILE_PAGE_SIZE;
  return { member, boardIds, limit: size, offset: (page - 1) * size };
}

export async function profilePosts(
  context: BoardReadContext,
  user: SessionUser | null,
  userId: string,
  page: number,
) {
  const { member, boardIds, limit, offset } = await profileScope(context, user, page);
  const { total, rows } = await posts.listPostsByWriter(context.db, userId, boardIds, limit, offset);
  return { total, rows: rows.map((r) => presentPostItem(r, member)) };
}

export async function profileComments(
  context: BoardReadContext,
  user: SessionUser | null,
  userId: string,
  page: number,
) {
  const { member, boardIds, limit, offset } = await profileScope(context, user, page);
  const { total, rows } = await listCommentsByWriter(context.db, userId, boardIds, limit, offset);
  const sees = canSeeBlinded(member, userId);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      post_id: r.post_id,
      board_group: r.board_group,
      board_name: r.board_name,
      post_title:
        r.post_blinded && !(member && isBoardModerator(member.type)) ? BOARD_MSG.blindedPost : r.post_title,
      content: r.blinded && !sees ? BOARD_MSG.blindedComment : r.content,
      created: r.created,
    })),
  };
}

const FEED_NOTICES = 5;
const FEED_BEST = 10;
const FEED_BOARDS = 4;
const FEED_PER_BOARD = 5;

/** The home page: the latest notices, the newest 베스트 posts and the most recently active boards. */
export async function boardFeed({ db, boards: directory }: BoardReadContext, user: SessionUser | null) {
  const member = await boardMember(db, user);
  const boards = await readableBoards(directory, member);
  const notice = boards.find((b) => b.name === NOTICE_BOARD.name);
  const others = boards.filter((b) => b !== notice);
  const [notices, best, active] = await Promise.all([
    notice ? posts.latestPerBoard(db, [notice.id], FEED_NOTICES) : Promise.resolve([]),
    posts.latestPerBoard(
      db,
      boards.map((b) => b.id),
      FEED_BEST,
      true,
    ),
    posts.boardsByLatestPost(
      db,
      others.map((b) => b.id),
    ),
  ]);
  const busiest = active.slice(0, FEED_BOARDS).map((a) => others.find((b) => b.id === a.board_id)!);
  const latest = await posts.latestPerBoard(
    db,
    busiest.map((b) => b.id),
    FEED_PER_BOARD,
  );
  const present = (r: posts.PostItemRow) => presentPostItem(r, member);
  // The front page shows no blind notices: blinded posts are simply left out.
  const shown = (rows: posts.PostItemRow[]) => rows.filter((r) => !r.blinded).map(present);
  return {
    notices: shown(notices),
    best: shown(best).slice(0, FEED_BEST),
    boards: busiest.map((b) => ({
      id: b.id,
      group: b.group,
      name: b.name,
      rows: shown(latest.filter((r) => r.board_id === b.id)),
    })),
  };
}
