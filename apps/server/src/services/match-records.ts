import type { z } from 'zod';
import type { leagueCalls, recordSummary } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { Db } from '../db/client';
import { badRequest, forbidden, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import {
  presentDeckBreakdown,
  presentMonth,
  presentRecordItem,
  presentTurnBreakdown,
} from '../presenters/match-records';
import { recordOf, winRate } from '../presenters/league-figures';
import { memberLeagueTotals } from '../repositories/league-figures';
import * as records from '../repositories/match-records';
import { findUser } from '../repositories/users';

/** Members' match records (/record; decision 035). Anyone reads a member's record; each logs their own. */

type RecordFields = z.output<(typeof leagueCalls.recordInsert)['params']>;
export type RecordSummary = z.infer<typeof recordSummary>;

/** The chart shows at most this many months, the latest that have games. */
const CHART_MONTHS = 12;

async function existingMember(db: Db, userId: string) {
  const user = await findUser(db, userId);
  if (!user) throw notFound(M.userMissing, 'USER_NOT_FOUND');
  return user;
}

export async function readRecordSummary(db: Db, userId: string): Promise<RecordSummary> {
  const user = await existingMember(db, userId);
  const [overall, mine, opponents, turns, months, league] = await Promise.all([
    records.overallTally(db, userId),
    records.byMyDeck(db, userId),
    records.byOpponentDeck(db, userId),
    records.byTurn(db, userId),
    records.monthlyTally(db, userId, CHART_MONTHS),
    memberLeagueTotals(db, userId),
  ]);
  return {
    member: { user_id: user.userId, nickname: user.nickname, profile_image: user.profileImage },
    overall: { ...recordOf(overall), win_rate: winRate(overall) },
    by_my_deck: mine.map(presentDeckBreakdown),
    by_opponent_deck: opponents.map(presentDeckBreakdown),
    by_turn: turns.map(presentTurnBreakdown),
    monthly: months.map(presentMonth),
    league,
  };
}

export async function listMemberRecords(db: Db, userId: string, page: { page: number; size: number }) {
  await existingMember(db, userId);
  const { total, rows } = await records.listRecords(db, userId, page);
  return { total, items: rows.map(presentRecordItem) };
}

/** A casual match the member logs for themself; archetypes named must exist. */
export async function insertCasualRecord(db: Db, user: SessionUser, p: RecordFields): Promise<number> {
  const wanted = [p.my_archetype_id, p.opponent_archetype_id].filter((id): id is number => id !== null);
  const found = await records.existingArchetypeIds(db, wanted);
  if (wanted.some((id) => !found.has(id))) throw badRequest(M.archetypeMissing, 'ARCHETYPE_NOT_FOUND');
  return records.insertRecord(db, {
    userId: user.userId,
    playedAt: new Date(p.played_at),
    source: 'casual',
    myArchetypeId: p.my_archetype_id,
    myDeckName: p.my_deck_name,
    opponentArchetypeId: p.opponent_archetype_id,
    opponentDeckName: p.opponent_deck_name,
    opponentName: p.opponent_name,
    wentFirst: p.went_first,
    result: p.result,
    memo: p.memo,
  });
}

/** Only the member's own casual rows; league rows stay as the tournament wrote them. */
export async function deleteCasualRecord(db: Db, user: SessionUser, id: number): Promise<void> {
  const row = await records.findRecord(db, id);
  if (!row) throw notFound(M.recordMissing, 'NOT_FOUND');
  if (row.userId !== user.userId) throw forbidden(M.recordNotYours);
  if (row.source !== 'casual') throw forbidden(M.recordLeagueLocked);
  // The delete repeats both conditions, so a row changed in between is not removed by mistake.
  if (!(await records.deleteCasualRecord(db, id, user.userId))) throw notFound(M.recordMissing, 'NOT_FOUND');
}
