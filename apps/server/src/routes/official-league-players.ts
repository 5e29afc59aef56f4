import { officialPlayerCalls as calls } from '@carddogam/contract/calls/official-league-players';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import type { CallRouter } from '../http/call-router';
import { notFound } from '../errors';
import { anyone, loggedIn, member, staff } from '../policies/roles';
import {
  archetypesPlayed,
  presentClaim,
  presentPlayerItem,
  presentPlayerResult,
  presentReport,
} from '../presenters/official-league-players';
import { listClaims, listClaimsOfUser } from '../repositories/official-league-claims';
import * as players from '../repositories/official-league-players';
import { listReports } from '../repositories/official-league-reports';
import { approveClaim, claimPlayer, refuseClaim } from '../services/official-league-claims';
import { approveReport, insertReport, rejectReport } from '../services/official-league-reports';

/**
 * Players of official events, members' claims of their names (/mypage/official_league) and members'
 * result reports (/admin/provide/official_league; decision 034). Deciding claims and reports is for staff.
 */
export function registerOfficialPlayerRoutes(r: CallRouter): void {
  r.handle(calls.list, anyone, async ({ text, page, size }, { services }) => {
    const { total, rows } = await players.listPlayers(services.db, text, { page, size });
    return { total, items: rows.map(presentPlayerItem) };
  });

  r.handle(calls.detail, anyone, async ({ id }, { services }) => {
    const player = await players.findPlayerItem(services.db, id);
    if (!player) throw notFound(M.playerMissing, 'PLAYER_NOT_FOUND');
    const results = await players.listPlayerResults(services.db, id);
    return {
      ...presentPlayerItem(player),
      results: results.map(presentPlayerResult),
      archetypes: archetypesPlayed(results),
    };
  });

  r.handle(calls.claim, member, async ({ player_id }, { services, user }) => ({
    id: await claimPlayer(services, user!, player_id),
    message: M.claimSent,
  }));

  r.handle(calls.mine, loggedIn, async (_p, { services, user }) => {
    const [claims, player] = await Promise.all([
      listClaimsOfUser(services.db, user!.userId),
      players.findPlayerOfUser(services.db, user!.userId),
    ]);
    const results = player ? await players.listPlayerResults(services.db, player.id) : [];
    return {
      claims: claims.map(presentClaim),
      player: player ? { id: player.id, name: player.name } : null,
      results: results.map(presentPlayerResult),
    };
  });

  r.handle(calls.claimList, staff, async ({ status, page, size }, { services }) => {
    const { total, rows } = await listClaims(services.db, status === '전체' ? null : status, { page, size });
    return {
      total,
      items: rows.map((row) => ({
        ...presentClaim(row),
        member: { user_id: row.userId, nickname: row.nickname ?? '(탈퇴 회원)' },
      })),
    };
  });
  r.handle(calls.claimApprove, staff, async ({ id }, { services, user }) => {
    await approveClaim(services, user!, id);
    return { message: M.claimApproved };
  });
  r.handle(calls.claimRefuse, staff, async ({ id }, { services, user }) => {
    await refuseClaim(services, user!, id);
    return { message: M.claimRefused };
  });

  r.handle(calls.reportInsert, member, async (p, { services, user }) => ({
    id: await insertReport(services, user!, p),
    message: M.reportSent,
  }));
  r.handle(calls.reportList, staff, async ({ status, page, size }, { services }) => {
    const { total, rows } = await listReports(services.db, status === '전체' ? null : status, { page, size });
    return { total, items: rows.map(presentReport) };
  });
  r.handle(calls.reportApprove, staff, async (p, { services, user }) => {
    const { count, rewardPoint } = await approveReport(services, user!, p);
    return { count, reward_point: rewardPoint, message: M.reportApproved };
  });
  r.handle(calls.reportReject, staff, async (p, { services, user }) => {
    await rejectReport(services, user!, p);
    return { message: M.reportRejected };
  });
}
