import type { DeckCardView } from '@carddogam/contract/calls/decks';
import type { LeagueItem, StandingView } from '@carddogam/contract/calls/official-league';
import type { LeagueItemRow } from '../repositories/official-league';
import type { StandingRow } from '../repositories/official-league-standings';

export function presentLeague(row: LeagueItemRow): LeagueItem {
  return {
    id: row.id,
    name: row.name,
    type: { id: row.typeId, name: row.typeName },
    event_date: row.eventDate,
    venue: row.venue,
    country_code: row.countryCode,
    division: row.division,
    player_count: row.playerCount,
    format: row.format,
    regulation_marks: row.regulationMarks,
    view_count: row.viewCount,
    standing_count: row.standingCount,
    writer: row.userId,
    created: row.created.toISOString(),
  };
}

/** A standing with its decklist as cards (English id, names in both languages, images), in list order. */
export function presentStanding(row: StandingRow, cards: DeckCardView[]): StandingView {
  return {
    id: row.id,
    placement: row.placement,
    player: { id: row.playerId, name: row.playerName },
    archetype:
      row.archetypeId !== null && row.archetypeName !== null
        ? { id: row.archetypeId, name_kr: row.archetypeName }
        : null,
    record: { wins: row.wins, losses: row.losses, ties: row.ties },
    deck_text: row.deckText,
    cards,
  };
}
