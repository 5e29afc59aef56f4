import { reportCalls as calls } from '@carddogam/contract/calls/reports';
import type { CallRouter } from '../http/call-router';
import { anyone, member } from '../policies/roles';
import { listUpdateLog } from '../repositories/reports';
import { reportBug } from '../services/reports';

/**
 * §7.7 user reports. The spec keeps them under /api/admin/provide/, but filing a report is for any
 * member who is not banned, and a card's edit history is public like the card itself.
 */
export function registerReportRoutes(r: CallRouter): void {
  r.handle(calls.bugInsert, member, async (input, { services, user }) => {
    await reportBug(services.db, user!, input);
    return { affectedRows: 1 };
  });
  r.handle(calls.updateLogList, anyone, ({ card_id }, { services }) => listUpdateLog(services.db, card_id));
}
