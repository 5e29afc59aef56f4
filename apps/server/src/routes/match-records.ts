import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { CallRouter } from '../http/call-router';
import { anyone, member } from '../policies/roles';
import {
  deleteCasualRecord,
  insertCasualRecord,
  listMemberRecords,
  readRecordSummary,
} from '../services/match-records';

/**
 * /record?user_id= (decision 035): anyone reads a member's record; a member who is not banned logs their
 * own casual matches and deletes them. League rows are written when a tournament match is final.
 */
export function registerMatchRecordRoutes(r: CallRouter): void {
  r.handle(calls.recordSummary, anyone, ({ user_id }, { services }) =>
    readRecordSummary(services.db, user_id),
  );
  r.handle(calls.recordList, anyone, ({ user_id, page, size }, { services }) =>
    listMemberRecords(services.db, user_id, { page, size }),
  );
  r.handle(calls.recordInsert, member, async (p, { services, user }) => ({
    id: await insertCasualRecord(services.db, user!, p),
    message: M.recordSaved,
  }));
  r.handle(calls.recordDelete, member, async ({ id }, { services, user }) => {
    await deleteCasualRecord(services.db, user!, id);
    return { message: M.recordDeleted };
  });
}
