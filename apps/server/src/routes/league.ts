import { leagueCalls as calls, type TournamentStatus } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { CallRouter } from '../http/call-router';
import { admin, anyone, leagueStaff, loggedIn, member } from '../policies/roles';
import {
  presentApplication,
  presentApplicationItem,
  presentAutoRule,
  presentTournamentItem,
} from '../presenters/league';
import { listAutoRules } from '../repositories/league-auto-rules';
import { findLatestApplication, listApplications } from '../repositories/league-players';
import { listTournaments, listTournamentsOfUser } from '../repositories/league-tournaments';
import { deleteAutoRule, nextStart, saveAutoRule } from '../services/league-auto';
import { dropFromTournament, registerEntry, unregisterEntry } from '../services/league-entries';
import { applyForLeague, approveApplication, refuseApplication } from '../services/league-registration';
import { reportResult, resolveMatch } from '../services/league-results';
import { advanceTournament, startTournament } from '../services/league-rounds';
import { tournamentDetail } from '../services/league-tournament-view';
import { cancelTournament, saveTournament } from '../services/league-tournaments';

/**
 * The online league's players, tournaments and weekly rules (decision 035): members apply with their PTCGL
 * name and ID and play Swiss tournaments; 관리자, 운영진 and 매니저 approve players and run the
 * tournaments; 관리자 keep the weekly rules.
 */

/** The list's filter words and the statuses each covers. */
const LIST_STATUSES: Record<string, readonly TournamentStatus[] | null> = {
  전체: null,
  접수: ['registration'],
  진행: ['swiss', 'top_cut'],
  종료: ['finished', 'cancelled'],
};

const REPORT_MESSAGE = { waiting: M.reportWaiting, confirmed: M.reportConfirmed, disputed: M.reportDisputed };

export function registerLeagueRoutes(r: CallRouter): void {
  // ── Player registration ──
  r.handle(calls.apply, member, async (p, { services, user }) => ({
    id: await applyForLeague(services, user!, p),
    message: M.applySent,
  }));
  r.handle(calls.me, loggedIn, async (_p, { services, user }) => {
    const latest = await findLatestApplication(services.db, user!.userId);
    const tournaments = await listTournamentsOfUser(services.db, user!.userId);
    return {
      application: latest ? presentApplication(latest) : null,
      tournaments: tournaments.map(presentTournamentItem),
    };
  });
  r.handle(calls.applyList, leagueStaff, async (p, { services }) => {
    const { total, rows } = await listApplications(
      services.db,
      { status: p.status === '전체' ? null : p.status, text: p.text },
      p,
    );
    return { total, items: rows.map(presentApplicationItem) };
  });
  r.handle(calls.applyApprove, leagueStaff, async ({ id }, { services, user }) => {
    await approveApplication(services, user!, id);
    return { message: M.applyApproved };
  });
  r.handle(calls.applyRefuse, leagueStaff, async ({ id, memo }, { services, user }) => {
    await refuseApplication(services, user!, id, memo);
    return { message: M.applyRefused };
  });

  // ── Tournaments ──
  r.handle(calls.tournamentList, anyone, async (p, { services }) => {
    const { total, rows } = await listTournaments(services.db, LIST_STATUSES[p.status] ?? null, p);
    return { total, items: rows.map(presentTournamentItem) };
  });
  r.handle(calls.tournamentDetail, anyone, ({ id }, { services, user }) =>
    tournamentDetail(services, user, id),
  );
  r.handle(calls.tournamentSave, leagueStaff, async (p, { services, user }) => ({
    id: await saveTournament(services, user!, p),
    message: M.tournamentSaved,
  }));
  r.handle(calls.tournamentCancel, leagueStaff, async ({ id }, { services }) => {
    await cancelTournament(services, id);
    return { message: M.tournamentCancelled };
  });
  r.handle(calls.register, member, ({ tournament_id, deck_text }, { services, user }) =>
    registerEntry(services, user!, tournament_id, deck_text),
  );
  r.handle(calls.unregister, member, async ({ tournament_id }, { services, user }) => {
    await unregisterEntry(services, user!, tournament_id);
    return { message: M.unregistered };
  });
  r.handle(calls.start, leagueStaff, async ({ id }, { services }) => ({
    round: await startTournament(services, id),
    message: M.started,
  }));
  r.handle(calls.nextRound, leagueStaff, ({ id }, { services }) => advanceTournament(services, id));
  r.handle(calls.drop, member, async ({ tournament_id, entry_id }, { services, user }) => ({
    message: await dropFromTournament(services, user!, tournament_id, entry_id),
  }));
  r.handle(calls.report, member, async (p, { services, user }) => {
    const state = await reportResult(services, user!, p);
    return { state, message: REPORT_MESSAGE[state] };
  });
  r.handle(calls.resolve, leagueStaff, async ({ match_id, result }, { services, user }) => {
    await resolveMatch(services, user!, match_id, result);
    return { message: M.resolved };
  });

  // ── Automatic tournaments (관리자) ──
  r.handle(calls.autoList, admin, async (_p, { services }) => {
    const now = new Date();
    return (await listAutoRules(services.db)).map((rule) => presentAutoRule(rule, nextStart(rule, now)));
  });
  r.handle(calls.autoSave, admin, async (p, { services }) => ({
    id: await saveAutoRule(services, p),
    message: M.autoSaved,
  }));
  r.handle(calls.autoDelete, admin, async ({ id }, { services }) => {
    await deleteAutoRule(services, id);
    return { message: M.autoDeleted };
  });
}
