import { describe, expect, it } from 'vitest';
import { DECK_TEXT_MSG, formatDeckText, parseDeckText } from './deck-text';

const TEXT = `Pokémon: 5
4 Charizard ex MEW 6
1 Pikachu ex SVI 57

Trainer: 4
4 Professor's Research SVI 189

Energy: 12
12 Fire Energy SVE 2`;

describe('deck list text', () => {
  it('reads card lines and skips headers, totals and blank lines', () => {
    const { lines, errors } = parseDeckText(`${TEXT}\n\nTotal Cards: 21\n`);
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.line, l.amount, l.name, l.setCode, l.number])).toEqual([
      [2, 4, 'Charizard ex', 'MEW', '6'],
      [3, 1, 'Pikachu ex', 'SVI', '57'],
      [6, 4, "Professor's Research", 'SVI', '189'],
      [9, 12, 'Fire Energy', 'SVE', '2'],
    ]);
  });

  it('reports lines it cannot read with their numbers', () => {
    const { lines, errors } = parseDeckText('4 Charizard ex MEW 6\nCharizard\n0 Pikachu SVI 57');
    expect(lines).toHaveLength(1);
    expect(errors).toEqual([
      { line: 2, text: 'Charizard', message: DECK_TEXT_MSG.badLine(2) },
      { line: 3, text: '0 Pikachu SVI 57', message: DECK_TEXT_MSG.badAmount(3) },
    ]);
  });

  it('writes the same text back from the parsed cards', () => {
    const supertypes = ['Pokémon', 'Pokémon', 'Trainer', 'Energy'];
    const cards = parseDeckText(TEXT).lines.map((l, i) => ({
      amount: l.amount,
      name_en: l.name,
      supertype: supertypes[i]!,
      set_code: l.setCode,
      number: l.number,
    }));
    expect(formatDeckText(cards)).toBe(TEXT);
  });

  it('leaves out empty sections', () => {
    expect(
      formatDeckText([{ amount: 2, name_en: 'Boss', supertype: 'Trainer', set_code: 'PAL', number: '172' }]),
    ).toBe('Trainer: 2\n2 Boss PAL 172');
  });
});
