import type { z } from 'zod';
import type { boardAdminCalls, BoardSetting } from '@carddogam/contract/calls/board-admin';
import { BOARD_ADMIN_PAGE_SIZE } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { presentPostItem, presentWriter } from '../presenters/board';
import * as moderation from '../repositories/board-moderation';
import { contentMatch, titleMatch, writerMatch } from '../repositories/board-posts';
import * as settings from '../repositories/board-settings';
import { boardMember } from './board-access';
import type { WriteContext } from './changes';

/** /admin/board/category (관리자) and the moderators' lists (decision 026). */

type BoardSave = z.output<(typeof boardAdminCalls.boardSave)['params']>;
type PostSearch = z.output<(typeof boardAdminCalls.posts)['params']>;

const groupMissing = () => notFound(BOARD_MSG.groupNotFound, 'BOARD_GROUP_NOT_FOUND');
const boardMissing = () => notFound(BOARD_MSG.boardNotFound, 'BOARD_NOT_FOUND');

function presentSetting(board: settings.BoardRow): BoardSetting {
  return {
    id: board.id,
    group_id: board.groupId,
    group: board.group,
    name: board.name,
    sort: board.sort,
    kind: board.kind as BoardSetting['kind'],
    categories: board.categories,
    gates: board.gates,
    post_points: board.postPoints,
    comment_points: board.commentPoints,
    rows_per_page: board.rowsPerPage,
    best_votes: board.bestVotes,
    images_allowed: board.imagesAllowed,
    blind_threshold: board.blindThreshold,
    post_count: board.postCount,
  };
}

export async function listCategories(db: Db) {
  const [groups, boards] = await Promise.all([settings.listGroups(db), settings.listBoards(db)]);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    sort: g.sort,
    boards: boards.filter((b) => b.groupId === g.id).map(presentSetting),
  }));
}

/** Names are unique; the unique index answers a race between two saves of the same name. */
async function uniquely<T>(work: () => Promise<T>, message: string, code: 'BOARD_NAME_TAKEN'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, code);
    throw error;
  }
}

export async function saveGroup(
  { db, changes }: WriteContext,
  input: { id?: number; name: string; sort: number },
) {
  const saved = await uniquely(
    async () => {
      if (input.id === undefined) return { id: await settings.insertGroup(db, input) };
      if (!(await settings.updateGroup(db, input.id, input))) throw groupMissing();
      return { id: input.id };
    },
    BOARD_MSG.groupNameTaken,
    'BOARD_NAME_TAKEN',
  );
  changes.boardsChanged();
  return saved;
}

export async function deleteGroup({ db, changes }: WriteContext, id: number) {
  await runInTransaction(db, async (tx) => {
    if (await settings.groupHasBoards(tx, id)) throw conflict(BOARD_MSG.groupHasBoards, 'BOARD_NOT_EMPTY');
    if (!(await settings.deleteGroup(tx, id))) throw groupMissing();
  });
  changes.boardsChanged();
  return { id };
}

export async function saveBoard({ db, changes }: WriteContext, input: BoardSave) {
  if (!(await settings.findGroup(db, input.group_id))) throw groupMissing();
  const values = settings.boardValues({
    groupId: input.group_id,
    name: input.name,
    sort: input.sort,
    kind: input.kind,
    categories: input.categories,
    gates: input.gates,
    postPoints: input.post_points,
    commentPoints: input.comment_points,
    rowsPerPage: input.rows_per_page,
    bestVotes: input.best_votes,
    imagesAllowed: input.images_allowed,
    blindThreshold: input.blind_threshold,
  });
  const saved = await uniquely(
    async () => {
      if (input.id === undefined) return { id: await settings.insertBoard(db, values) };
      if (!(await settings.updateBoard(db, input.id, values))) throw boardMissing();
      return { id: input.id };
    },
    BOARD_MSG.boardNameTaken,
    'BOARD_NAME_TAKEN',
  );
  changes.boardsChanged();
  return saved;
}

export async function deleteBoard({ db, changes }: WriteContext, id: number) {
  await runInTransaction(db, async (tx) => {
    if (await settings.boardHasPosts(tx, id)) throw conflict(BOARD_MSG.boardHasPosts, 'BOARD_NOT_EMPTY');
    if (!(await settings.deleteBoard(tx, id))) throw boardMissing();
  });
  changes.boardsChanged();
  return { id };
}

const pageOf = (page: number) => ({
  limit: BOARD_ADMIN_PAGE_SIZE,
  offset: (page - 1) * BOARD_ADMIN_PAGE_SIZE,
});

function staffMatch(input: Pick<PostSearch, 'search_type' | 'keyword'>) {
  if (!input.keyword) return undefined;
  switch (input.search_type) {
    case '제목':
      return titleMatch(input.keyword);
    case '내용':
      return contentMatch(input.keyword);
    case '제목+내용':
      return sql`(${titleMatch(input.keyword)} or ${contentMatch(input.keyword)})`;
    case '글쓴이':
      return writerMatch(input.keyword);
  }
}

function presentStaffPost(
  row: Parameters<typeof presentPostItem>[0],
  viewer: Parameters<typeof presentPostItem>[1],
) {
  return {
    ...presentPostItem(row, viewer),
    report_count: row.report_count,
    report_score: row.report_score,
    review_requested: row.review_requested,
  };
}

export async function staffPostList(db: Db, user: SessionUser, input: PostSearch) {
  const member = await boardMember(db, user);
  const { limit, offset } = pageOf(input.page);
  const { total, rows } = await moderation.listPostsForStaff(
    db,
    { boardId: input.board_id ?? null, match: staffMatch(input), state: input.state },
    limit,
    offset,
  );
  return { total, rows: rows.map((r) => presentStaffPost(r, member)) };
}

export async function blindedPostList(db: Db, user: SessionUser, page: number) {
  const member = await boardMember(db, user);
  const { limit, offset } = pageOf(page);
  const { total, rows } = await moderation.listPostsForStaff(db, { state: '블라인드' }, limit, offset);
  return { total, rows: rows.map((r) => presentStaffPost(r, member)) };
}

export async function staffCommentList(
  db: Db,
  input: { page: number; keyword: string; blinded_only: boolean },
) {
  const { limit, offset } = pageOf(input.page);
  const { total, rows } = await moderation.listCommentsForStaff(
    db,
    { keyword: input.keyword, blindedOnly: input.blinded_only },
    limit,
    offset,
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      post_id: r.post_id,
      parent_id: r.parent_id,
      board_group: r.board_group,
      board_name: r.board_name,
      post_title: r.post_title,
      content: r.content,
      blinded: r.blinded,
      report_count: r.report_count,
      created: r.created,
      writer: presentWriter(r),
    })),
  };
}

export async function dbRequestList(
  db: Db,
  user: SessionUser,
  input: { page: number; status?: string | null },
) {
  const member = await boardMember(db, user);
  const { limit, offset } = pageOf(input.page);
  const { total, rows } = await moderation.listDbRequests(db, input.status ?? null, limit, offset);
  return {
    total,
    rows: rows.map((r) => ({
      ...presentPostItem(r, member),
      status: r.status as '접수' | '처리중' | '완료',
      reply: r.reply,
      replied_by: r.replied_by,
      status_updated: r.status_updated,
    })),
  };
}
