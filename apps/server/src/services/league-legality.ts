import { DECK_SIZE, DECK_RULE_MSG, overCopyLimit, summarizeDeck } from '@carddogam/contract/decks/deck-rules';
import { parseDeckText, type DeckTextError } from '@carddogam/contract/decks/deck-text';
import type { TaggedCard } from '@carddogam/contract/leagues/tagger';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { DbOrTx } from '../db/client';
import { badRequest } from '../errors';
import { namesPrintedWithMarks } from '../repositories/league-entries';
import { resolveDeckLines } from './deck-lines';
import { tournamentMarks } from './format-rotation';

/**
 * Whether a decklist may enter a tournament (decision 035): the PTCGL text of decision 015, exactly 60
 * cards, at most 4 of a name except basic Energy, and every card legal — a card is legal when some English
 * print of the same name carries one of the tournament's regulation marks (a reprint keeps an old card
 * legal); basic Energy always is. A standard tournament without marks of its own takes the standard
 * rotation in force (/admin/deck/renewal); any other tournament without marks restricts nothing.
 */

export interface CheckedDeck {
  /** English card id → copies, in list order (a card on two lines summed). */
  cards: Array<{ card_id: string; amount: number }>;
  /** English names and copies, for the archetype tagger. */
  named: TaggedCard[];
}

/** How many line errors one refusal lists; the rest are counted. */
const ERRORS_SHOWN = 5;

function refuseLines(errors: DeckTextError[], code: 'BAD_REQUEST' | 'UNKNOWN_CARD'): never {
  const shown = errors.slice(0, ERRORS_SHOWN).map((e) => e.message);
  if (errors.length > ERRORS_SHOWN) shown.push(`외 ${errors.length - ERRORS_SHOWN}건의 오류가 더 있습니다.`);
  throw badRequest(shown.join('\n'), code);
}

export async function checkTournamentDeck(
  db: DbOrTx,
  deckText: string,
  tournament: { format: string; regulationMarks: readonly string[] },
): Promise<CheckedDeck> {
  const { lines, errors } = parseDeckText(deckText);
  if (errors.length > 0) refuseLines(errors, 'BAD_REQUEST');
  if (lines.length === 0) throw badRequest(M.deckRequired);
  const { found, errors: unknown } = await resolveDeckLines(db, lines);
  if (unknown.length > 0) refuseLines(unknown, 'UNKNOWN_CARD');

  const problems: string[] = [];
  const rules = found.map(({ line, card }) => ({ ...card, amount: line.amount }));
  const { total } = summarizeDeck(rules);
  if (total !== DECK_SIZE) problems.push(M.deckNot60(total));
  for (const { name, count } of overCopyLimit(rules)) problems.push(DECK_RULE_MSG.tooManyCopies(name, count));

  const regulationMarks = await tournamentMarks(db, tournament.format, tournament.regulationMarks);
  if (regulationMarks.length > 0) {
    const restricted = [...new Set(rules.filter((c) => !c.basic_energy).map((c) => c.name_en))];
    const legal = await namesPrintedWithMarks(db, restricted, regulationMarks);
    const illegal = restricted.filter((name) => !legal.has(name));
    if (illegal.length > 0) problems.push(M.illegalCards(illegal, [...regulationMarks]));
  }
  if (problems.length > 0) throw badRequest(problems.join('\n'), 'DECK_RULES');

  const amounts = new Map<string, number>();
  for (const c of rules) amounts.set(c.card_id, (amounts.get(c.card_id) ?? 0) + c.amount);
  return {
    cards: [...amounts].map(([card_id, amount]) => ({ card_id, amount })),
    named: rules.map((c) => ({ name: c.name_en, amount: c.amount })),
  };
}
