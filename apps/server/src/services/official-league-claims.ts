import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { runInTransaction } from '../db/transactions';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { insertMemberAlarm } from '../repositories/alarms';
import * as claims from '../repositories/official-league-claims';
import * as players from '../repositories/official-league-players';
import type { Services } from './container';

/**
 * A member claims the player name the standings print for them; staff confirm or refuse (decision 034).
 * A name belongs to one member at most and a member holds one name, so each claim and each approval runs
 * under the player's row lock: two members claiming one name at once are taken one after the other.
 */

const playerLink = (id: number) => `/official_league/player/detail?id=${id}`;

export async function claimPlayer(services: Services, user: SessionUser, playerId: number): Promise<number> {
  return runInTransaction(services.db, async (tx) => {
    const player = await players.lockPlayer(tx, playerId);
    if (!player) throw notFound(M.playerMissing, 'PLAYER_NOT_FOUND');
    if (player.userId === user.userId) throw conflict(M.claimMine, 'PLAYER_CLAIMED');
    if (player.userId !== null) throw conflict(M.claimTaken, 'PLAYER_CLAIMED');
    if (await players.findPlayerOfUser(tx, user.userId)) throw conflict(M.claimHoldOne, 'PLAYER_CLAIMED');
    if (await claims.hasPendingClaimByOther(tx, playerId, user.userId))
      throw conflict(M.claimPendingByOther, 'PLAYER_CLAIMED');
    const pending = await claims.findPendingClaimOfUser(tx, user.userId);
    if (pending && pending.playerId !== playerId) throw conflict(M.claimPending, 'PLAYER_CLAIMED');
    return claims.upsertClaim(tx, user.userId, playerId);
  });
}

/** Confirms a waiting claim: the player's user_id is set with the claim's status, in one transaction. */
export async function approveClaim(services: Services, staff: SessionUser, id: number): Promise<void> {
  try {
    await runInTransaction(services.db, async (tx) => {
      const claim = await claims.lockClaim(tx, id);
      if (!claim) throw notFound(M.claimMissing, 'CLAIM_NOT_FOUND');
      if (claim.status !== '접수') throw conflict(M.alreadyDecided, 'ALREADY_DECIDED');
      const player = await players.lockPlayer(tx, claim.playerId);
      if (!player) throw notFound(M.playerMissing, 'PLAYER_NOT_FOUND');
      if (player.userId !== null && player.userId !== claim.userId)
        throw conflict(M.claimTaken, 'PLAYER_CLAIMED');
      await players.setPlayerUser(tx, player.id, claim.userId);
      await claims.decideClaim(tx, id, '승인', staff.userId);
      await claims.refuseOtherPendingClaims(tx, player.id, id, staff.userId);
      await insertMemberAlarm(tx, claim.userId, {
        kind: '선수 확인',
        title: `선수 이름 '${player.name}'이(가) 회원님께 연결되었습니다.`,
        link: playerLink(player.id),
        actorUserId: staff.userId,
        actorNickname: staff.nickname,
      });
    });
  } catch (err) {
    // The member already holds another name (official_player_user_idx).
    if (isUniqueViolation(err)) throw conflict(M.claimHoldOne, 'PLAYER_CLAIMED');
    throw err;
  }
}

export async function refuseClaim(services: Services, staff: SessionUser, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    const claim = await claims.lockClaim(tx, id);
    if (!claim) throw notFound(M.claimMissing, 'CLAIM_NOT_FOUND');
    if (claim.status !== '접수') throw conflict(M.alreadyDecided, 'ALREADY_DECIDED');
    await claims.decideClaim(tx, id, '거절', staff.userId);
  });
}
