import { tradeNoticeCalls as calls } from '@carddogam/contract/calls/trade-notice';
import type { CallRouter } from '../http/call-router';
import { admin, anyone } from '../policies/roles';
import {
  adminTradeNotices,
  removeTradeNotice,
  saveTradeNotice,
  shownTradeNotices,
} from '../services/trade-notices';

/** The trade area's notices: the public list of the trade pages and /admin/trade/notice (관리자). */
export function registerTradeNoticeRoutes(r: CallRouter): void {
  r.handle(calls.list, anyone, (_p, { services }) => shownTradeNotices(services.db));
  r.handle(calls.adminList, admin, (_p, { services }) => adminTradeNotices(services.db));
  r.handle(calls.save, admin, (input, { services, user }) => saveTradeNotice(services.db, user!, input));
  r.handle(calls.remove, admin, ({ id }, { services, user }) => removeTradeNotice(services.db, user!, id));
}
