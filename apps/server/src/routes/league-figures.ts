import { leagueCalls as calls } from '@carddogam/contract/calls/league';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { resolvePeriod } from '@carddogam/contract/leagues/period';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import type { CallRouter } from '../http/call-router';
import { notFound } from '../errors';
import { anyone } from '../policies/roles';
import {
  archetypeRef,
  presentPlayerSeason,
  presentSeasonPlayer,
  presentShare,
  recordOf,
  winRate,
} from '../presenters/league-figures';
import { cardFacts } from '../repositories/decks';
import * as figures from '../repositories/league-figures';
import { findArchetype } from '../repositories/deck-ranks';

/**
 * /league/deck/* and /league/player/* (decision 035): public figures of finished tournaments. Decks over
 * a period of Korean days (default the last 3 months), players over a season (the Korean calendar year).
 */

/** At most this many lists on an archetype's page, newest first. */
const LIST_LIMIT = 50;

const currentSeason = () => Number(koreanToday().slice(0, 4));

export function registerLeagueFigureRoutes(r: CallRouter): void {
  r.handle(calls.deckList, anyone, async ({ date_from, date_to }, { services }) => {
    const period = resolvePeriod(koreanToday(), date_from, date_to);
    const { tournaments, rows } = await figures.archetypeShares(services.db, period);
    const entries = rows.reduce((n, row) => n + row.entries, 0);
    return {
      date_from: period.from,
      date_to: period.to,
      tournaments,
      entries,
      items: rows.map((row) => presentShare(row, entries)),
    };
  });

  r.handle(calls.deckDetail, anyone, async ({ id, date_from, date_to }, { services }) => {
    const archetype = await findArchetype(services.db, id);
    if (!archetype) throw notFound(M.archetypeMissing, 'ARCHETYPE_NOT_FOUND');
    const period = resolvePeriod(koreanToday(), date_from, date_to);
    const [shares, matchups, lists] = await Promise.all([
      figures.archetypeShares(services.db, period),
      figures.archetypeMatchups(services.db, id, period),
      figures.archetypeLists(services.db, id, period, LIST_LIMIT),
    ]);
    const entries = shares.rows.reduce((n, row) => n + row.entries, 0);
    const own = shares.rows.find((row) => row.archetype_id === id) ?? {
      archetype_id: id,
      name_kr: archetype.nameKr,
      entries: 0,
      wins: 0,
      losses: 0,
      ties: 0,
    };
    // One lookup for the cards of every list.
    const facts = await cardFacts(services.db, [
      ...new Set(lists.flatMap((l) => l.deck_cards.map((c) => c.card_id))),
    ]);
    const cardsOf = (deck: Array<{ card_id: string; amount: number }>): DeckCardView[] =>
      deck.flatMap((c) => {
        const fact = facts.get(c.card_id);
        return fact ? [{ ...fact, amount: c.amount }] : [];
      });
    return {
      date_from: period.from,
      date_to: period.to,
      archetype: { id: archetype.id, name_kr: archetype.nameKr ?? '', name_en: archetype.nameEn ?? '' },
      share: presentShare(own, entries),
      matchups: matchups.map((m) => ({
        opponent: archetypeRef(m.opponent_id, m.opponent_name),
        record: recordOf(m),
        win_rate: winRate(m),
      })),
      lists: lists.map((l) => ({
        entry_id: l.entry_id,
        tournament: { id: l.tournament_id, name: l.tournament_name, starts_at: l.starts_at },
        ptcgl_name: l.ptcgl_name,
        placement: l.placement,
        record: recordOf(l),
        cards: cardsOf(l.deck_cards),
      })),
    };
  });

  r.handle(calls.playerList, anyone, async ({ season, text, page, size }, { services }) => {
    const year = season ?? currentSeason();
    const { total, rows } = await figures.seasonPlayers(services.db, year, text, { page, size });
    return { season: year, total, items: rows.map(presentSeasonPlayer) };
  });

  r.handle(calls.playerDetail, anyone, async ({ id, season }, { services }) => {
    const player = await figures.findApprovedPlayer(services.db, id);
    if (!player) throw notFound(M.playerMissing, 'PLAYER_NOT_FOUND');
    const year = season ?? currentSeason();
    const events = await figures.playerSeasonEvents(services.db, id, year);
    return presentPlayerSeason(player, year, events);
  });
}
