import type { TournamentDetail } from '@carddogam/contract/calls/league';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import type { SessionUser } from '../policies/policy';
import { isLeagueStaff } from '../policies/roles';
import { presentEntry, presentMatch, presentStanding, presentTournamentItem } from '../presenters/league';
import { cardFacts } from '../repositories/decks';
import { listEntries, type EntryRow } from '../repositories/league-entries';
import { listMatches } from '../repositories/league-matches';
import { findTournamentItem, serverNow } from '../repositories/league-tournaments';
import type { Services } from './container';
import { liveStandings, toSwissEntries, toSwissMatches } from './league-standings';
import { tournamentMissing } from './league-tournaments';

/** Every entry's list as cards, with one lookup of the cards of all lists. */
async function entryDecks(services: Services, rows: EntryRow[]): Promise<Map<number, DeckCardView[]>> {
  const facts = await cardFacts(services.db, [
    ...new Set(rows.flatMap((r) => r.deck_cards.map((c) => c.card_id))),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      r.deck_cards.flatMap(({ card_id, amount }) => {
        const card = facts.get(card_id);
        return card ? [{ ...card, amount }] : [];
      }),
    ]),
  );
}

/**
 * A tournament's page (decision 035): entries, every match, the live standings and the reader's own
 * entry. A match's two reports are shown to its players and staff only; a decklist to its player only
 * until the tournament is finished, then to everyone.
 */
export async function tournamentDetail(
  services: Services,
  viewer: SessionUser | null,
  id: number,
): Promise<TournamentDetail> {
  const db = services.db;
  const item = await findTournamentItem(db, id);
  if (!item) throw tournamentMissing();
  const entryRows = await listEntries(db, id);
  const matchRows = await listMatches(db, id);
  const standings = liveStandings(item.status, toSwissEntries(entryRows), toSwissMatches(matchRows));
  const entryOf = new Map(entryRows.map((e) => [e.id, e]));
  const mine = viewer ? entryRows.find((e) => e.user_id === viewer.userId) : undefined;
  const staff = viewer !== null && isLeagueStaff(viewer.type);
  const decklistsPublic = item.status === 'finished';
  const decks = decklistsPublic ? await entryDecks(services, entryRows) : null;
  const plays = (row: (typeof matchRows)[number]) =>
    mine !== undefined && (row.player1_entry_id === mine.id || row.player2_entry_id === mine.id);
  return {
    ...presentTournamentItem(item),
    entries: entryRows.map((row) => presentEntry(row, decks?.get(row.id) ?? null)),
    matches: matchRows.map((row) => presentMatch(row, staff || plays(row))),
    standings: standings.map((s) => presentStanding(s, entryOf.get(s.entryId)!)),
    round_started_at: item.round_started_at,
    server_now: await serverNow(db),
    mine: mine
      ? { entry_id: mine.id, deck_text: mine.deck_text, dropped_after_round: mine.dropped_after_round }
      : null,
    decklists_public: decklistsPublic,
  };
}
