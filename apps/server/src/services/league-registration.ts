import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { runInTransaction } from '../db/transactions';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import * as players from '../repositories/league-players';
import type { Services } from './container';

/**
 * A member applies to play in the online league with their PTCGL name and player ID; staff approve or
 * refuse (decision 035). One live application per member and per player ID is kept by two partial unique
 * indexes, so two applications at the same moment cannot both get in: the loser gets the message.
 */

/** Why the member's live application stands in the way of a new one. */
const liveMessage = (status: string) => (status === '승인' ? M.applyApprovedAlready : M.applyPending);

export async function applyForLeague(
  services: Services,
  user: SessionUser,
  p: { ptcgl_name: string; ptcgl_uid: string },
): Promise<number> {
  const db = services.db;
  const live = await players.findLiveApplication(db, user.userId);
  if (live) throw conflict(liveMessage(live.status));
  try {
    return await players.insertApplication(db, {
      userId: user.userId,
      ptcglName: p.ptcgl_name,
      ptcglUid: p.ptcgl_uid,
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Either the member's own second application won a race, or the ID is someone else's.
    const mine = await players.findLiveApplication(db, user.userId);
    throw conflict(mine ? liveMessage(mine.status) : M.uidTaken);
  }
}

async function decide(
  services: Services,
  staff: SessionUser,
  id: number,
  status: '승인' | '거절',
  memo: string | null,
): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const application = await players.lockApplication(tx, id);
    if (!application) throw notFound(M.applyMissing);
    if (application.status !== '접수') throw conflict(M.applyDecided, 'ALREADY_DECIDED');
    await players.decideApplication(tx, id, { status, handledBy: staff.userId, memo });
  });
}

export const approveApplication = (services: Services, staff: SessionUser, id: number) =>
  decide(services, staff, id, '승인', null);

export const refuseApplication = (services: Services, staff: SessionUser, id: number, memo: string) =>
  decide(services, staff, id, '거절', memo === '' ? null : memo);
