import { applicationCalls } from '@carddogam/contract/calls/application';
import { cardRecordCalls } from '@carddogam/contract/calls/card-records';
import { titleCalls } from '@carddogam/contract/calls/titles';
import { callApi } from '../../lib/api';
import type { ViewKind } from '../../lib/view-dedup';

/*
 * The shell's bookkeeping calls of §2.1. They are sent and forgotten (nothing on screen waits for them),
 * so they are plain calls rather than queries or mutations; the callers decide what a failure means.
 */

export interface ViewTarget {
  kind: ViewKind;
  id: string;
}

/** Logs one visited path. */
export function logVisit(path: string): Promise<unknown> {
  return callApi(applicationCalls.visitedLog, { path });
}

/** Counts this visitor; the server's 'visited' cookie makes it once a day. */
export function countVisitor(): Promise<unknown> {
  return callApi(applicationCalls.visitedCount);
}

/** Records a logged-in member's last visit. */
export function recordLastVisit(userId: string): Promise<unknown> {
  return callApi(applicationCalls.lastVisit, { user_id: userId });
}

/** Sends the increase-view call of the target's kind. */
export function sendView({ kind, id }: ViewTarget): Promise<unknown> {
  switch (kind) {
    case 'card':
      return callApi(cardRecordCalls.increaseViewCount, { card_id: id });
    case 'trade_post':
      return callApi(titleCalls.tradePostView, { id: Number(id) });
    case 'pointmall':
      return callApi(titleCalls.pointmallView, { id: Number(id) });
    case 'board':
      return callApi(titleCalls.boardView, { id: Number(id) });
  }
}
