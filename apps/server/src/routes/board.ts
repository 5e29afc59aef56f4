import { boardCalls as calls } from '@carddogam/contract/calls/board';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { BOARD_MSG } from '@carddogam/contract/messages';
import type { CallRouter } from '../http/call-router';
import { notFound } from '../errors';
import { anyone, boardWriter, member } from '../policies/roles';
import {
  createBoardComment,
  editBoardComment,
  listBoardComments,
  removeBoardComment,
} from '../services/board-comments';
import { reportWriting, voteOnPost } from '../services/board-moderation';
import { countBoardPostView, createBoardPost, editBoardPost, removeBoardPost } from '../services/board-posts';
import {
  boardFeed,
  boardMenu,
  boardPostTitle,
  boardSetting,
  listBoardPosts,
  profileComments,
  profilePosts,
  readBoardPost,
} from '../services/board-reads';

/**
 * The community boards' calls (decision 026), with the §7.11 title and view calls of a post. Route
 * policies only tell guests from members; each board's gates and the ownership rules are checked in the
 * services (policies/permissions.ts), because they depend on the board and the post.
 */
export function registerBoardRoutes(r: CallRouter): void {
  r.handle(calls.boards, anyone, (_p, { services, user }) => boardMenu(services, user));
  r.handle(calls.setting, anyone, ({ board_name }, { services, user }) =>
    boardSetting(services, user, board_name),
  );
  r.handle(calls.list, anyone, (input, { services, user }) => listBoardPosts(services, user, input));
  r.handle(calls.read, anyone, ({ id }, { services, user }) => readBoardPost(services, user, id));
  r.handle(titleCalls.board, anyone, ({ id }, { services, user }) => boardPostTitle(services, user, id));
  r.handle(titleCalls.boardView, anyone, async ({ id }, { services, user, ip }) => {
    const viewCount = await countBoardPostView(services.db, user, id, user ? `u:${user.userId}` : `ip:${ip}`);
    if (viewCount === undefined) throw notFound(BOARD_MSG.postNotFound, 'POST_NOT_FOUND');
    return { view_count: viewCount };
  });
  r.handle(calls.insert, boardWriter, (input, { services, user }) =>
    createBoardPost(services.db, user!, input),
  );
  r.handle(calls.update, boardWriter, (input, { services, user }) =>
    editBoardPost(services.db, user!, input),
  );
  r.handle(calls.remove, boardWriter, ({ id }, { services, user }) =>
    removeBoardPost(services.db, user!, id),
  );
  r.handle(calls.vote, member, ({ id, value }, { services, user }) =>
    voteOnPost(services.db, user!, id, value),
  );
  r.handle(calls.report, member, (input, { services, user }) => reportWriting(services.db, user!, input));
  r.handle(calls.comments, anyone, ({ post_id, page }, { services, user }) =>
    listBoardComments(services, user, post_id, page),
  );
  r.handle(calls.commentInsert, boardWriter, (input, { services, user }) =>
    createBoardComment(services.db, user!, input),
  );
  r.handle(calls.commentUpdate, boardWriter, ({ id, content }, { services, user }) =>
    editBoardComment(services.db, user!, id, content),
  );
  r.handle(calls.commentDelete, boardWriter, ({ id }, { services, user }) =>
    removeBoardComment(services.db, user!, id),
  );
  r.handle(calls.profilePosts, anyone, ({ user_id, page }, { services, user }) =>
    profilePosts(services, user, user_id, page),
  );
  r.handle(calls.profileComments, anyone, ({ user_id, page }, { services, user }) =>
    profileComments(services, user, user_id, page),
  );
  r.handle(calls.feed, anyone, (_p, { services, user }) => boardFeed(services, user));
}
