import type { DeckTextError } from '@carddogam/contract/decks/deck-text';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { tagArchetype } from '@carddogam/contract/leagues/tagger';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import {
  parseStandingsText,
  playerNameKey,
  type StandingBlock,
} from '@carddogam/contract/official-league/standings-text';
import type { DbOrTx, Tx } from '../db/client';
import { badRequest } from '../errors';
import { refreshRankRollup } from '../repositories/deck-rank-rollup';
import { resolveDeckLines } from './deck-lines';
import { listArchetypes } from '../repositories/official-league-archetypes';
import type { LeagueRow } from '../repositories/official-league';
import {
  deleteStandings,
  findOrCreatePlayers,
  insertStanding,
} from '../repositories/official-league-standings';

/** A standings block with its decklist resolved to English cards. */
export interface ResolvedStanding extends StandingBlock {
  /** English card id → copies (a card on two lines is summed). */
  cardAmounts: Map<string, number>;
  /** English names and copies, for the archetype tagger. */
  named: { name: string; amount: number }[];
}

/** How many line errors one refusal lists; the rest are counted. */
const ERRORS_SHOWN = 5;

function refuse(errors: DeckTextError[]): never {
  const shown = errors.slice(0, ERRORS_SHOWN).map((e) => e.message);
  if (errors.length > ERRORS_SHOWN) shown.push(`외 ${errors.length - ERRORS_SHOWN}건의 오류가 더 있습니다.`);
  throw badRequest(shown.join('\n'), 'STANDINGS_INVALID');
}

/**
 * Parses a standings paste and finds every decklist card among the English cards. Any error (a bad
 * header, a placement twice, a card we do not have) refuses the whole paste with the lines named.
 */
export async function resolveStandings(db: DbOrTx, text: string): Promise<ResolvedStanding[]> {
  const { blocks, errors } = parseStandingsText(text);
  if (errors.length > 0) refuse(errors);
  // Every list of the event in one lookup: the same printings recur across the lists.
  const { found, errors: unknown } = await resolveDeckLines(
    db,
    blocks.flatMap((b) => b.cards),
  );
  if (unknown.length > 0) refuse(unknown);
  const cardOf = new Map(found.map(({ line, card }) => [line, card]));
  return blocks.map((block) => {
    const cardAmounts = new Map<string, number>();
    const named: { name: string; amount: number }[] = [];
    for (const line of block.cards) {
      const card = cardOf.get(line)!;
      cardAmounts.set(card.card_id, (cardAmounts.get(card.card_id) ?? 0) + line.amount);
      named.push({ name: card.name_en, amount: line.amount });
    }
    return { ...block, cardAmounts, named };
  });
}

/** Results are what happened: an event dated after today (Korean date) has none yet. */
export function assertEventHeld(league: Pick<LeagueRow, 'eventDate'>): void {
  if (league.eventDate > koreanToday()) throw badRequest(OFFICIAL_LEAGUE_MSG.futureResults, 'FUTURE_RESULTS');
}

/**
 * Replaces the event's standings with `standings`, inside the caller's transaction (which holds the
 * event's row lock). Players are matched by name key or created; each standing copies the event's date,
 * division and type and is tagged with the archetype its list holds the key card of; the deck-rank rollup
 * of the event's day follows.
 */
export async function writeStandings(
  tx: Tx,
  league: LeagueRow,
  standings: ResolvedStanding[],
): Promise<number> {
  const archetypes = (await listArchetypes(tx)).map((a) => ({
    id: a.id,
    keyCardName: a.keyCardName,
    priority: a.priority,
  }));
  await deleteStandings(tx, league.id);
  const players = await findOrCreatePlayers(
    tx,
    standings.map((s) => ({ name: s.name, nameKey: playerNameKey(s.name) })),
    league.countryCode,
  );
  for (const s of standings) {
    await insertStanding(tx, {
      leagueId: league.id,
      placement: s.placement,
      playerId: players.get(playerNameKey(s.name))!,
      archetypeId: tagArchetype(s.named, archetypes),
      deckText: s.deckText,
      wins: s.wins,
      losses: s.losses,
      ties: s.ties,
      eventDate: league.eventDate,
      division: league.division,
      typeId: league.typeId,
      cards: s.cardAmounts,
    });
  }
  await refreshRankRollup(tx, [league.eventDate]);
  return standings.length;
}
