import { parseDeckText, type DeckTextError } from '@carddogam/contract/decks/deck-text';
import type { TaggedCard } from '@carddogam/contract/leagues/tagger';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import type { DbOrTx } from '../db/client';
import { badRequest } from '../errors';
import { namesPrintedWithMarks, subtypesOfCards } from '../repositories/league-entries';
import { resolveDeckLines } from './deck-lines';
import { tournamentDeckProblems } from './league-deck-rules';
import { tournamentMarks } from './format-rotation';

/**
 * Whether a decklist may enter a tournament (decision 035): the PTCGL text of decision 015, every line a
 * card we know, and the deck rules of league-deck-rules.ts — among them every card legal: a card is legal
 * when some English print of the same name carries one of the tournament's regulation marks (a reprint
 * keeps an old card legal); basic Energy always is. A standard tournament without marks of its own takes
 * the standard rotation in force (/admin/deck/renewal); any other tournament without marks restricts
 * nothing.
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

  const subtypes = await subtypesOfCards(
    db,
    found.map(({ card }) => card.card_id),
  );
  const rules = found.map(({ line, card }) => ({
    card_id: card.card_id,
    name_en: card.name_en,
    amount: line.amount,
    supertype: card.supertype,
    subtypes: subtypes.get(card.card_id) ?? [],
    basic_energy: card.basic_energy,
  }));
  const regulationMarks = await tournamentMarks(db, tournament.format, tournament.regulationMarks);
  const legalNames =
    regulationMarks.length === 0
      ? null
      : await namesPrintedWithMarks(
          db,
          [...new Set(rules.filter((c) => !c.basic_energy).map((c) => c.name_en))],
          regulationMarks,
        );
  const problems = tournamentDeckProblems(rules, { legalNames, marks: regulationMarks });
  if (problems.length > 0) throw badRequest(problems.join('\n'), 'DECK_RULES');

  const amounts = new Map<string, number>();
  for (const c of rules) amounts.set(c.card_id, (amounts.get(c.card_id) ?? 0) + c.amount);
  return {
    cards: [...amounts].map(([card_id, amount]) => ({ card_id, amount })),
    named: rules.map((c) => ({ name: c.name_en, amount: c.amount })),
  };
}
