import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { tournamentFields } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { Tx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import * as tournaments from '../repositories/league-tournaments';
import type { Services } from './container';

/** Staff create, change and cancel the league's tournaments while they take registrations (decision 035). */

export type TournamentFields = z.output<typeof tournamentFields>;

export const tournamentMissing = () => notFound(M.tournamentMissing);

/** Regulation marks are kept once each, in alphabetical order, so a list reads the same everywhere. */
export const normalizeMarks = (marks: readonly string[]) => [...new Set(marks)].sort();

function toValues(p: TournamentFields) {
  return {
    name: p.name,
    format: p.format,
    regulationMarks: normalizeMarks(p.regulation_marks),
    startsAt: new Date(p.starts_at),
    registrationOpensAt: new Date(p.registration_opens_at),
    maxPlayers: p.max_players,
    roundMinutes: p.round_minutes,
    topCut: p.top_cut,
  };
}

/** Locks a tournament that still takes registrations, for a change by staff. */
async function lockEditable(tx: Tx, id: number) {
  const row = await tournaments.lockTournament(tx, id);
  if (!row) throw tournamentMissing();
  if (row.status !== 'registration') throw badRequest(M.notEditable);
  return row;
}

export async function saveTournament(
  services: Services,
  staff: SessionUser,
  p: TournamentFields & { id?: number },
): Promise<number> {
  const values = toValues(p);
  if (p.id === undefined)
    return tournaments.insertTournament(services.db, { ...values, createdBy: staff.userId });
  const id = p.id;
  await runInTransaction(services.db, async (tx) => {
    await lockEditable(tx, id);
    await tournaments.updateTournament(tx, id, values);
  });
  return id;
}

export async function cancelTournament(services: Services, id: number): Promise<void> {
  await runInTransaction(services.db, async (tx) => {
    await lockEditable(tx, id);
    await tournaments.updateTournament(tx, id, { status: 'cancelled', finishedAt: sql`now()` });
  });
}
