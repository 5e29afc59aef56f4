import { TRADE_REQUEST_MSG as M, tradeRequestCalls as calls } from '@carddogam/contract/calls/trade-request';
import type { CallRouter } from '../http/call-router';
import { admin, anyone, loggedIn, member } from '../policies/roles';
import {
  countOpenRequests,
  listMyTradeRequests,
  listTradeRequestsForStaff,
} from '../repositories/trade-requests';
import { cancelOwnRequest, createTradeRequest, handleRequest } from '../services/trade-requests';

/**
 * Buy requests (decision 037): members not banned ask; a member lists and cancels their own (a banned
 * member may still withdraw theirs); anyone reads a card's open count; 관리자 handle them.
 */
export function registerTradeRequestRoutes(r: CallRouter): void {
  r.handle(calls.insert, member, async (p, { services, user }) => ({
    id: await createTradeRequest(services.db, user!, p),
    message: M.created,
  }));
  r.handle(calls.myList, loggedIn, ({ page, size }, { services, user }) =>
    listMyTradeRequests(services.db, user!.userId, page, size),
  );
  r.handle(calls.cancel, loggedIn, async ({ id }, { services, user }) => {
    await cancelOwnRequest(services.db, user!, id);
    return { message: M.cancelled };
  });
  r.handle(calls.openCount, anyone, async ({ card_id, card_nation }, { services }) => ({
    open: await countOpenRequests(services.db, card_id, card_nation),
  }));

  r.handle(calls.adminList, admin, (q, { services }) => listTradeRequestsForStaff(services.db, q));
  r.handle(calls.adminHandle, admin, async (p, { services, user }) => ({
    row: await handleRequest(services.db, user!, p),
    message: M.handled,
  }));
}
