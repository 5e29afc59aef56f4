import { sql } from 'drizzle-orm';

/**
 * The writer of a post or comment as the board reads select it (left-joined `users u`: a deleted account
 * still shows its id as the nickname). presenters/board.ts turns it into the answer's writer.
 */
export interface WriterRow {
  user_id: string;
  nickname: string;
  type: string;
  grade: number;
  profile_image: string | null;
  collection_show: boolean;
}

/** WriterRow's columns for a comment `c` joined with `users u`. */
export const COMMENT_WRITER_COLUMNS = sql`c.user_id, coalesce(u.nickname, c.user_id) as nickname,
  coalesce(u.type, '사용자') as type, coalesce(u.grade, 0)::int as grade, u.profile_image,
  coalesce(u.collection_show, false) as collection_show`;
