import { describe, expect, it } from 'vitest';
import { parseStandingsText, playerNameKey, STANDINGS_TEXT_MSG } from './standings-text';

const PASTE = [
  '1 | Kim Minsu | 7-1-1', // 1
  'Pokémon: 4', // 2
  '4 Charizard ex MEW 6', // 3
  '', // 4
  'Trainer: 4', // 5
  '4 Nest Ball SVI 181', // 6
  '2\tLee Jiho\t7-2', // 7
  '3위 | Park | 6-3-0', // 8
  '60 Fire Energy SVE 2', // 9
].join('\n');

describe('standings paste', () => {
  it('reads header lines, records and decklists with line numbers over the whole paste', () => {
    const { blocks, errors } = parseStandingsText(PASTE);
    expect(errors).toEqual([]);
    expect(blocks.map((b) => [b.line, b.placement, b.name, b.wins, b.losses, b.ties])).toEqual([
      [1, 1, 'Kim Minsu', 7, 1, 1],
      [7, 2, 'Lee Jiho', 7, 2, 0],
      [8, 3, 'Park', 6, 3, 0],
    ]);
    expect(blocks[0]!.cards.map((c) => [c.line, c.amount, c.setCode, c.number])).toEqual([
      [3, 4, 'MEW', '6'],
      [6, 4, 'SVI', '181'],
    ]);
    expect(blocks[1]!.cards).toEqual([]);
    expect(blocks[1]!.deckText).toBe('');
    expect(blocks[2]!.cards[0]!.line).toBe(9);
  });

  it('names the line of a placement given twice, a bad placement, a bad record and a bad card line', () => {
    const { errors } = parseStandingsText(
      [
        '1 | A | 3-0',
        '1 | B | 2-1',
        '0 | C | 1-2',
        'x | D | 1-2',
        '5 | E | 3',
        '6 | F | 1-1',
        'four Nest Ball',
      ].join('\n'),
    );
    expect(errors.map((e) => e.message)).toEqual([
      STANDINGS_TEXT_MSG.placementTwice(2, 1, 1),
      STANDINGS_TEXT_MSG.badPlacement(3),
      STANDINGS_TEXT_MSG.badPlacement(4),
      STANDINGS_TEXT_MSG.badRecord(5),
      "7번째 줄: '수량 카드이름 세트코드 번호' 형식이 아닙니다.",
    ]);
  });

  it('asks for a header before any card line and refuses an empty paste', () => {
    expect(parseStandingsText('4 Nest Ball SVI 181').errors[0]!.message).toBe(STANDINGS_TEXT_MSG.noHeader(1));
    expect(parseStandingsText('  \n').errors[0]!.message).toBe(STANDINGS_TEXT_MSG.empty);
  });

  it('matches players by the name lower-cased without spaces', () => {
    expect(playerNameKey(' Kim  Min Su ')).toBe(playerNameKey('kimminsu'));
  });
});
