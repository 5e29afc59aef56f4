import type { MessageItem } from '@carddogam/contract/calls/message';
import type { MessageRow } from '../repositories/messages';

/** A message as either side sees it: the two members' public names, never an e-mail or a type. */
export function presentMessage(row: MessageRow): MessageItem {
  return {
    id: row.id,
    from: { user_id: row.fromUserId, nickname: row.fromNickname },
    to: { user_id: row.toUserId, nickname: row.toNickname },
    content: row.content,
    trade_post:
      row.tradePostId !== null && row.tradePostTitle !== null
        ? { id: row.tradePostId, title: row.tradePostTitle }
        : null,
    created: row.created.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}
