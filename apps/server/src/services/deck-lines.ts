import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { DECK_TEXT_MSG, type DeckTextError, type DeckTextLine } from '@carddogam/contract/decks/deck-text';
import type { DbOrTx } from '../db/client';
import { findCardsBySetNumbers, printingKey } from '../repositories/decks';

/** A parsed deck list line with the card it names. */
export interface FoundLine {
  line: DeckTextLine;
  card: DeckCardView;
}

/**
 * Finds the cards of parsed deck list lines (decision 015) in one statement, however many lists they come
 * from; a line naming a printing we do not have becomes an error with its line number.
 */
export async function resolveDeckLines(
  db: DbOrTx,
  lines: readonly DeckTextLine[],
): Promise<{ found: FoundLine[]; errors: DeckTextError[] }> {
  const cards = await findCardsBySetNumbers(db, lines);
  const found: FoundLine[] = [];
  const errors: DeckTextError[] = [];
  for (const line of lines) {
    const card = cards.get(printingKey(line.setCode, line.number));
    if (card) found.push({ line, card });
    else {
      errors.push({
        line: line.line,
        text: `${line.amount} ${line.name} ${line.setCode} ${line.number}`,
        message: DECK_TEXT_MSG.unknownCard(line.line, line.setCode, line.number),
      });
    }
  }
  return { found, errors };
}
