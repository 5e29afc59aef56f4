import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { runInTransaction } from '../db/transactions';
import { badRequest, notFound } from '../errors';
import { canEditLeague, canWriteLeague } from '../policies/official-league';
import { enforce } from '../policies/permissions';
import type { SessionUser } from '../policies/policy';
import { refreshRankRollup } from '../repositories/deck-rank-rollup';
import * as leagues from '../repositories/official-league';
import { archetypeExists } from '../repositories/official-league-archetypes';
import { findStandingLeagueId, setStandingArchetype } from '../repositories/official-league-standings';
import { findUser } from '../repositories/users';
import type { Services } from './container';
import { assertEventHeld, resolveStandings, writeStandings } from './official-league-standings';

/** Writing official events and their standings (decision 034). */

/** An event's fields as the insert and update calls validated them. */
export interface ParsedLeagueFields {
  name: string;
  type_id: number;
  event_date: string;
  venue: string;
  country_code: string;
  division: string;
  player_count: number | null;
  format: string;
  regulation_marks: string[];
  /** Saved with the event when not empty (decision 034: all or nothing). */
  standings_text: string;
}

async function hasLeaguePermission(services: Services, user: SessionUser): Promise<boolean> {
  return (await findUser(services.db, user.userId))?.permissionOfficialLeague ?? false;
}

const notFoundLeague = () => notFound(M.leagueMissing, 'LEAGUE_NOT_FOUND');

function toValues(p: ParsedLeagueFields) {
  return {
    name: p.name,
    typeId: p.type_id,
    eventDate: p.event_date,
    venue: p.venue,
    countryCode: p.country_code,
    division: p.division,
    playerCount: p.player_count,
    format: p.format,
    regulationMarks: [...new Set(p.regulation_marks)].sort(),
  };
}

async function assertTypeExists(services: Services, typeId: number): Promise<void> {
  if (!(await leagues.findLeagueType(services.db, typeId)))
    throw badRequest(M.typeMissing, 'LEAGUE_TYPE_NOT_FOUND');
}

/**
 * The paste resolved before anything is written, so a refused paste (an unknown card, a result dated in
 * the future) leaves no half-saved event behind; null when the call holds no paste.
 */
async function pastedStandings(services: Services, p: ParsedLeagueFields) {
  if (p.standings_text === '') return null;
  assertEventHeld({ eventDate: p.event_date });
  return resolveStandings(services.db, p.standings_text);
}

/** Creates an event, with its standings when the call holds a paste; answers the id and standings saved. */
export async function insertLeague(
  services: Services,
  user: SessionUser,
  p: ParsedLeagueFields,
): Promise<{ id: number; standingCount: number | null }> {
  enforce(canWriteLeague(user, await hasLeaguePermission(services, user)));
  await assertTypeExists(services, p.type_id);
  const standings = await pastedStandings(services, p);
  return runInTransaction(services.db, async (tx) => {
    const id = await leagues.insertLeague(tx, { ...toValues(p), userId: user.userId });
    if (!standings) return { id, standingCount: null };
    const locked = await leagues.lockLeague(tx, id);
    return { id, standingCount: await writeStandings(tx, locked!, standings) };
  });
}

/** Loads the event and checks that the caller may change it (관리자, or the writer holding the permission). */
async function editableLeague(services: Services, user: SessionUser, id: number) {
  const permission = await hasLeaguePermission(services, user);
  enforce(canWriteLeague(user, permission));
  const league = await leagues.findLeague(services.db, id);
  if (!league) throw notFoundLeague();
  enforce(canEditLeague(user, permission, league.userId));
  return league;
}

/** Changes an event, and replaces its standings when the call holds a paste, in one transaction. */
export async function updateLeague(
  services: Services,
  user: SessionUser,
  id: number,
  p: ParsedLeagueFields,
): Promise<number | null> {
  await editableLeague(services, user, id);
  await assertTypeExists(services, p.type_id);
  const standings = await pastedStandings(services, p);
  const written = await runInTransaction(services.db, async (tx) => {
    const locked = await leagues.lockLeague(tx, id);
    if (!locked) throw notFoundLeague();
    const values = toValues(p);
    // Standings of an event moved to a later date would be results of the future.
    if (values.eventDate !== locked.eventDate) {
      const item = await leagues.findLeagueItem(tx, id);
      if ((item?.standingCount ?? 0) > 0) assertEventHeld({ eventDate: values.eventDate });
    }
    await leagues.updateLeague(tx, id, values);
    await leagues.syncStandingCopies(tx, { id, ...values });
    await refreshRankRollup(tx, [locked.eventDate, values.eventDate]);
    if (!standings) return null;
    return writeStandings(tx, { ...locked, ...values }, standings);
  });
  services.changes.pagesChanged('/official_league/read', [id]);
  return written;
}

export async function deleteLeague(services: Services, user: SessionUser, id: number): Promise<void> {
  await editableLeague(services, user, id);
  await runInTransaction(services.db, async (tx) => {
    const locked = await leagues.lockLeague(tx, id);
    if (!locked) throw notFoundLeague();
    await leagues.deleteLeague(tx, id);
    await refreshRankRollup(tx, [locked.eventDate]);
  });
  services.changes.pagesChanged('/official_league/read', [id]);
}

/** Replaces the event's standings with the paste: checked in full first, then written in one transaction. */
export async function saveStandings(
  services: Services,
  user: SessionUser,
  leagueId: number,
  text: string,
): Promise<number> {
  const league = await editableLeague(services, user, leagueId);
  assertEventHeld(league);
  const standings = await resolveStandings(services.db, text);
  const written = await runInTransaction(services.db, async (tx) => {
    const locked = await leagues.lockLeague(tx, leagueId);
    if (!locked) throw notFoundLeague();
    assertEventHeld(locked);
    return writeStandings(tx, locked, standings);
  });
  // The preview names the player count.
  services.changes.pagesChanged('/official_league/read', [leagueId]);
  return written;
}

/** Sets one standing's archetype by hand, for a list the key cards tag wrongly or not at all. */
export async function chooseStandingArchetype(
  services: Services,
  user: SessionUser,
  standingId: number,
  archetypeId: number | null,
): Promise<void> {
  const leagueId = await findStandingLeagueId(services.db, standingId);
  if (leagueId === undefined) throw notFound(M.standingMissing, 'NOT_FOUND');
  await editableLeague(services, user, leagueId);
  if (archetypeId !== null && !(await archetypeExists(services.db, archetypeId)))
    throw notFound(M.archetypeMissing, 'ARCHETYPE_NOT_FOUND');
  await runInTransaction(services.db, async (tx) => {
    const day = await setStandingArchetype(tx, standingId, archetypeId);
    if (day === undefined) throw notFound(M.standingMissing, 'NOT_FOUND');
    await refreshRankRollup(tx, [day]);
  });
}
