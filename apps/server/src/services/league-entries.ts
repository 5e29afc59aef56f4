import { tagArchetype } from '@carddogam/contract/leagues/tagger';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { DbOrTx } from '../db/client';
import { runInTransaction } from '../db/transactions';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { SessionUser } from '../policies/policy';
import { isLeagueStaff } from '../policies/roles';
import * as entries from '../repositories/league-entries';
import { findApprovedPlayer } from '../repositories/league-players';
import { findTournament, lockTournament, type TournamentRow } from '../repositories/league-tournaments';
import { listArchetypes } from '../repositories/official-league-archetypes';
import type { Services } from './container';
import { checkTournamentDeck } from './league-legality';
import { tournamentMissing } from './league-tournaments';

/**
 * Entering a tournament, replacing the list, leaving before the start and dropping during the Swiss rounds
 * (decision 035). Each runs under the tournament's row lock, so the seat count and the round a drop
 * takes effect after cannot change under it.
 */

/** Registration is open from registration_opens_at until staff start the tournament. */
function assertRegistrationOpen(t: TournamentRow): void {
  if (t.status !== 'registration' || Date.now() < t.registrationOpensAt.getTime())
    throw badRequest(M.registrationClosed);
}

const sameMarks = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((mark, i) => mark === b[i]);

/** The list checked and tagged with the archetype whose key card it holds (decision 034's tagger). */
async function preparedDeck(db: DbOrTx, deckText: string, tournament: TournamentRow) {
  const deck = await checkTournamentDeck(db, deckText, tournament);
  const archetypes = await listArchetypes(db);
  const archetypeId = tagArchetype(
    deck.named,
    archetypes.map((a) => ({ id: a.id, keyCardName: a.keyCardName, priority: a.priority })),
  );
  const archetype = archetypes.find((a) => a.id === archetypeId);
  return {
    entryDeck: { deckText, deckCards: deck.cards, archetypeId: archetype?.id ?? null },
    archetype: archetype ? { id: archetype.id, name_kr: archetype.nameKr } : null,
  };
}

export async function registerEntry(
  services: Services,
  user: SessionUser,
  tournamentId: number,
  deckText: string,
): Promise<{ entry_id: number; archetype: { id: number; name_kr: string } | null; message: string }> {
  const db = services.db;
  const player = await findApprovedPlayer(db, user.userId);
  if (!player) throw forbidden(M.notApprovedPlayer);
  const seen = await findTournament(db, tournamentId);
  if (!seen) throw tournamentMissing();
  assertRegistrationOpen(seen);
  // The card lookups run before the lock; the tournament's marks are compared again under it.
  let deck = await preparedDeck(db, deckText, seen);

  return runInTransaction(db, async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (!t) throw tournamentMissing();
    assertRegistrationOpen(t);
    if (!sameMarks(t.regulationMarks, seen.regulationMarks) || t.format !== seen.format)
      deck = await preparedDeck(tx, deckText, t);
    const existing = await entries.findEntryOfUser(tx, t.id, user.userId);
    if (existing) {
      await entries.updateEntryDeck(tx, existing.id, deck.entryDeck);
      return { entry_id: existing.id, archetype: deck.archetype, message: M.deckUpdated };
    }
    if ((await entries.countEntries(tx, t.id)) >= t.maxPlayers) throw conflict(M.tournamentFull);
    const id = await entries.insertEntry(tx, {
      tournamentId: t.id,
      playerId: player.id,
      userId: user.userId,
      ...deck.entryDeck,
    });
    return { entry_id: id, archetype: deck.archetype, message: M.registered };
  });
}

/** Leaves a tournament before it starts. */
export async function unregisterEntry(services: Services, user: SessionUser, tournamentId: number) {
  await runInTransaction(services.db, async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (!t) throw tournamentMissing();
    const entry = await entries.findEntryOfUser(tx, t.id, user.userId);
    if (!entry) throw badRequest(M.notRegistered);
    if (t.status !== 'registration') throw badRequest(M.alreadyStarted);
    await entries.deleteEntry(tx, entry.id);
  });
}

/**
 * A player leaves from the next round on (the current match stands); staff may drop any entry. Before
 * the start a drop is simply leaving; there are no drops in the top cut. Answers the message to show.
 */
export async function dropFromTournament(
  services: Services,
  user: SessionUser,
  tournamentId: number,
  entryId: number | undefined,
): Promise<string> {
  return runInTransaction(services.db, async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (!t) throw tournamentMissing();
    const entry =
      entryId === undefined
        ? await entries.findEntryOfUser(tx, t.id, user.userId)
        : await entries.findEntry(tx, entryId);
    if (!entry || entry.tournamentId !== t.id) throw notFound(M.notRegistered);
    if (entry.userId !== user.userId && !isLeagueStaff(user.type)) throw forbidden();
    if (t.status === 'registration') {
      await entries.deleteEntry(tx, entry.id);
      return M.unregistered;
    }
    if (t.status === 'top_cut') throw badRequest(M.dropTopCut);
    if (t.status !== 'swiss') throw badRequest(M.notRunning);
    if (!(await entries.dropEntry(tx, entry.id, t.currentRound))) throw conflict(M.droppedAlready);
    return M.dropped;
  });
}
