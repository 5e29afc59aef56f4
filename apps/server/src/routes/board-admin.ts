import { boardAdminCalls as calls } from '@carddogam/contract/calls/board-admin';
import type { CallRouter } from '../http/call-router';
import { admin, moderator } from '../policies/roles';
import {
  blindedPostList,
  dbRequestList,
  deleteBoard,
  deleteGroup,
  listCategories,
  saveBoard,
  saveGroup,
  staffCommentList,
  staffPostList,
} from '../services/board-admin';
import { removeBoardComment } from '../services/board-comments';
import {
  answerDbRequest,
  moveBoardPosts,
  setBoardCommentBlind,
  setBoardPostBlind,
} from '../services/board-moderation';
import { removeBoardPost } from '../services/board-posts';
import { listReports } from '../repositories/board-report-list';

/** /admin/board/*: board settings for 관리자, moderation for 관리자, 운영진 and 매니저 (decision 026). */
export function registerBoardAdminRoutes(r: CallRouter): void {
  r.handle(calls.categories, moderator, (_p, { services }) => listCategories(services.db));
  r.handle(calls.groupSave, admin, (input, { services }) => saveGroup(services, input));
  r.handle(calls.groupDelete, admin, ({ id }, { services }) => deleteGroup(services, id));
  r.handle(calls.boardSave, admin, (input, { services }) => saveBoard(services, input));
  r.handle(calls.boardDelete, admin, ({ id }, { services }) => deleteBoard(services, id));
  r.handle(calls.posts, moderator, (input, { services, user }) => staffPostList(services.db, user!, input));
  r.handle(calls.postMove, moderator, ({ ids, board_id }, { services }) =>
    moveBoardPosts(services.db, ids, board_id),
  );
  r.handle(calls.postDelete, moderator, ({ id }, { services, user }) =>
    removeBoardPost(services.db, user!, id),
  );
  r.handle(calls.postBlind, moderator, ({ id }, { services }) => setBoardPostBlind(services.db, id, true));
  r.handle(calls.postUnblind, moderator, ({ id }, { services }) => setBoardPostBlind(services.db, id, false));
  r.handle(calls.blindedPosts, moderator, ({ page }, { services, user }) =>
    blindedPostList(services.db, user!, page),
  );
  r.handle(calls.comments, moderator, (input, { services }) => staffCommentList(services.db, input));
  r.handle(calls.reports, moderator, ({ target, id }, { services }) =>
    listReports(services.db, { kind: target, id }),
  );
  r.handle(calls.commentDelete, moderator, ({ id }, { services, user }) =>
    removeBoardComment(services.db, user!, id),
  );
  r.handle(calls.commentBlind, moderator, ({ id }, { services }) =>
    setBoardCommentBlind(services.db, id, true),
  );
  r.handle(calls.commentUnblind, moderator, ({ id }, { services }) =>
    setBoardCommentBlind(services.db, id, false),
  );
  r.handle(calls.dbRequests, moderator, (input, { services, user }) =>
    dbRequestList(services.db, user!, input),
  );
  r.handle(calls.dbRequestUpdate, moderator, (input, { services, user }) =>
    answerDbRequest(services.db, user!, input),
  );
}
