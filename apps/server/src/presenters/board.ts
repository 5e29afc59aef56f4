import type {
  BoardComment,
  BoardPostItem,
  BoardWriter,
  DB_REQUEST_STATUSES,
} from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { canSeeBlinded as seesBlinded, type BoardMember } from '../policies/permissions';
import type { CommentListRow } from '../repositories/board-comments';
import type { PostItemRow } from '../repositories/board-posts';
import type { WriterRow } from '../repositories/board-writer';

/** The fields of board posts and comments that leave the server; blinded text only for those who may see it. */

type DbRequestStatus = (typeof DB_REQUEST_STATUSES)[number];

export function presentWriter(row: WriterRow): BoardWriter {
  return {
    user_id: row.user_id,
    nickname: row.nickname,
    type: row.type,
    grade: row.grade,
    profile_image: row.profile_image,
    collection_show: row.collection_show,
  };
}

export function presentPostItem(row: PostItemRow, viewer: BoardMember | null): BoardPostItem {
  const hidden = row.blinded && !seesBlinded(viewer, row.user_id);
  return {
    id: row.id,
    board_id: row.board_id,
    board_group: row.board_group,
    board_name: row.board_name,
    category: row.category,
    title: hidden ? BOARD_MSG.blindedPost : row.title,
    comment_count: row.comment_count,
    view_count: row.view_count,
    vote_up: row.vote_up,
    vote_down: row.vote_down,
    has_image: row.has_image,
    is_notice: row.is_notice,
    is_best: row.is_best,
    blinded: row.blinded,
    is_new: row.is_new,
    created: row.created,
    writer: presentWriter(row),
    db_request_status: row.db_request_status as DbRequestStatus | null,
  };
}

export interface CommentAbilities {
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
}

export function presentComment(
  row: CommentListRow,
  viewer: BoardMember | null,
  can: CommentAbilities,
): BoardComment {
  const hiddenByBlind = row.blinded && !seesBlinded(viewer, row.user_id);
  const hidden = row.deleted || hiddenByBlind;
  return {
    id: row.id,
    post_id: row.post_id,
    parent_id: row.parent_id,
    content: row.deleted ? BOARD_MSG.deletedComment : hiddenByBlind ? BOARD_MSG.blindedComment : row.content,
    content_hidden: hidden,
    deleted: row.deleted,
    blinded: row.blinded,
    writer: row.deleted ? null : presentWriter(row),
    created: row.created,
    updated: row.updated,
    reply_count: row.reply_count,
    can_edit: !row.deleted && can.canEdit,
    can_delete: !row.deleted && can.canDelete,
    can_report: !row.deleted && can.canReport,
  };
}
