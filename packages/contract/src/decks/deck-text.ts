/**
 * The deck list text that deck builders paste between sites and the online game (decision 015):
 *
 *   Pokémon: 12
 *   4 Charizard ex MEW 6
 *
 *   Trainer: 36
 *   4 Professor's Research SVI 189
 *
 *   Energy: 12
 *   12 Fire Energy SVE 2
 *
 * One line per card: count, English name, set code, number. Section headers, 'Total Cards: 60' and blank
 * lines carry no cards and are skipped on import. Export writes the sections in this order, leaving out
 * empty ones, so a text the export wrote imports and exports again unchanged.
 */

/** A deck has at most 60 cards, so a list has at most 60 card lines; more is not a deck list. */
export const MAX_DECK_TEXT_LINES = 60;

export interface DeckTextLine {
  /** 1-based line number in the pasted text, for the error list. */
  line: number;
  amount: number;
  name: string;
  setCode: string;
  number: string;
}

export interface DeckTextError {
  line: number;
  text: string;
  message: string;
}

export const DECK_TEXT_MSG = {
  badLine: (line: number) => `${line}번째 줄: '수량 카드이름 세트코드 번호' 형식이 아닙니다.`,
  badAmount: (line: number) => `${line}번째 줄: 수량은 1~60 사이여야 합니다.`,
  unknownCard: (line: number, setCode: string, number: string) =>
    `${line}번째 줄: ${setCode} ${number} 카드를 찾을 수 없습니다.`,
  empty: '가져올 덱 리스트를 입력해주세요.',
  tooManyLines: `카드 줄은 ${MAX_DECK_TEXT_LINES}줄까지 가져올 수 있습니다.`,
} as const;

const HEADER = /^(pok[eé]mon|trainer|energy|total cards)\s*:\s*\d*\s*$/i;
const CARD_LINE = /^(\d+)\s+(.+?)\s+(\S+)\s+(\S+)$/;

export function parseDeckText(text: string): { lines: DeckTextLine[]; errors: DeckTextError[] } {
  const lines: DeckTextLine[] = [];
  const errors: DeckTextError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || HEADER.test(trimmed)) return;
    const match = CARD_LINE.exec(trimmed.replace(/\s+/g, ' '));
    if (!match) {
      errors.push({ line, text: trimmed, message: DECK_TEXT_MSG.badLine(line) });
      return;
    }
    const amount = Number(match[1]);
    if (amount < 1 || amount > 60) {
      errors.push({ line, text: trimmed, message: DECK_TEXT_MSG.badAmount(line) });
      return;
    }
    lines.push({ line, amount, name: match[2]!, setCode: match[3]!, number: match[4]! });
  });
  return { lines, errors };
}

export interface DeckTextCard {
  amount: number;
  name_en: string;
  supertype: string;
  /** The set code the line writes: the online game's code, or the catalogue's set id when it has none. */
  set_code: string;
  number: string;
}

const SECTIONS = [
  { supertype: 'Pokémon', header: 'Pokémon' },
  { supertype: 'Trainer', header: 'Trainer' },
  { supertype: 'Energy', header: 'Energy' },
] as const;

/** The deck as text, sections in the order above and cards in the deck's order within each. */
export function formatDeckText(cards: readonly DeckTextCard[]): string {
  const blocks: string[] = [];
  for (const { supertype, header } of SECTIONS) {
    const section = cards.filter((c) => c.supertype === supertype);
    if (section.length === 0) continue;
    const total = section.reduce((n, c) => n + c.amount, 0);
    blocks.push(
      [
        `${header}: ${total}`,
        ...section.map((c) => `${c.amount} ${c.name_en} ${c.set_code} ${c.number}`),
      ].join('\n'),
    );
  }
  return blocks.join('\n\n');
}
