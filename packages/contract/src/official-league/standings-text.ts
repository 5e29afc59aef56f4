import {
  MAX_DECK_TEXT_LINES,
  parseDeckText,
  type DeckTextError,
  type DeckTextLine,
} from '../decks/deck-text';

/**
 * The standings paste of an official event (decision 034). One block per player: a header line with the
 * placement, the player's name and the record (W-L-T, or W-L when there were no ties), the three parts
 * separated by '|' or a tab (a table copied from a spreadsheet), then that player's decklist in the PTCGL
 * text format of decision 015 until the next header line:
 *
 *   1 | Kim Minsu | 7-1-1
 *   Pokémon: 12
 *   4 Charizard ex MEW 6
 *
 *   Trainer: 36
 *   4 Nest Ball SVI 181
 *   2 | Lee Jiho | 7-2
 *   4 Gardevoir ex SVI 86
 *
 * A decklist holds blank lines between its sections, so blocks are told apart by the header line (the
 * only kind of line holding '|' or a tab), not by blank lines. A player without a decklist is a header
 * line alone. Line numbers in the errors count from 1 over the whole paste.
 */

export const MAX_STANDINGS = 512;
/** A record part fits the database's smallint and any real event. */
const MAX_ROUNDS = 99;

export interface StandingBlock {
  /** The header line's number. */
  line: number;
  placement: number;
  name: string;
  wins: number;
  losses: number;
  ties: number;
  /** The decklist lines as pasted (blank lines kept), '' when the player has none. */
  deckText: string;
  /** The parsed card lines, numbered over the whole paste. */
  cards: DeckTextLine[];
}

export const STANDINGS_TEXT_MSG = {
  empty: '순위표를 입력해주세요.',
  tooMany: `순위표는 ${MAX_STANDINGS}명까지 입력할 수 있습니다.`,
  noHeader: (line: number) => `${line}번째 줄: 먼저 '순위 | 선수 이름 | 전적(승-패-무)' 줄을 입력해주세요.`,
  badHeader: (line: number) => `${line}번째 줄: '순위 | 선수 이름 | 전적(승-패-무)' 형식이 아닙니다.`,
  badPlacement: (line: number) => `${line}번째 줄: 순위는 1 이상의 정수여야 합니다.`,
  placementTwice: (line: number, placement: number, first: number) =>
    `${line}번째 줄: ${placement}위가 ${first}번째 줄에 이미 있습니다.`,
  badName: (line: number) => `${line}번째 줄: 선수 이름을 입력해주세요. (1~60자)`,
  badRecord: (line: number) =>
    `${line}번째 줄: 전적은 '승-패-무' 또는 '승-패' 형식이어야 합니다. (예: 5-2-1)`,
  tooManyCards: (line: number) => `${line}번째 줄: 한 선수의 카드 줄은 ${MAX_DECK_TEXT_LINES}줄까지입니다.`,
} as const;

const HEADER_SEPARATOR = /[|\t]/;
const PLACEMENT = /^\d{1,6}$/;
const RECORD = /^(\d{1,2})\s*-\s*(\d{1,2})(?:\s*-\s*(\d{1,2}))?$/;

/** The name that matches a player across events: lower-cased, without spaces (decision 034). */
export function playerNameKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

export function parseStandingsText(text: string): { blocks: StandingBlock[]; errors: DeckTextError[] } {
  const rows = text.split(/\r?\n/);
  const blocks: StandingBlock[] = [];
  const errors: DeckTextError[] = [];
  const placementLine = new Map<number, number>();
  let current: { block: StandingBlock; deckLines: string[] } | null = null;

  const close = () => {
    if (!current) return;
    const deckText = current.deckLines.join('\n').trim();
    // Blank lines before the list keep parseDeckText's line numbers equal to the paste's.
    const parsed = parseDeckText('\n'.repeat(current.block.line) + current.deckLines.join('\n'));
    errors.push(...parsed.errors);
    if (parsed.lines.length > MAX_DECK_TEXT_LINES) {
      errors.push({
        line: current.block.line,
        text: '',
        message: STANDINGS_TEXT_MSG.tooManyCards(current.block.line),
      });
    }
    blocks.push({ ...current.block, deckText, cards: parsed.lines });
    current = null;
  };

  rows.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!HEADER_SEPARATOR.test(trimmed)) {
      if (current) current.deckLines.push(raw);
      else if (trimmed !== '')
        errors.push({ line, text: trimmed, message: STANDINGS_TEXT_MSG.noHeader(line) });
      return;
    }
    close();
    const header = parseHeader(trimmed, line, errors);
    if (!header) return;
    const first = placementLine.get(header.placement);
    if (first !== undefined) {
      errors.push({
        line,
        text: trimmed,
        message: STANDINGS_TEXT_MSG.placementTwice(line, header.placement, first),
      });
    } else placementLine.set(header.placement, line);
    current = { block: { ...header, line, deckText: '', cards: [] }, deckLines: [] };
  });
  close();

  if (blocks.length === 0 && errors.length === 0)
    errors.push({ line: 1, text: '', message: STANDINGS_TEXT_MSG.empty });
  if (blocks.length > MAX_STANDINGS) errors.push({ line: 1, text: '', message: STANDINGS_TEXT_MSG.tooMany });
  errors.sort((a, b) => a.line - b.line);
  return { blocks, errors };
}

function parseHeader(
  trimmed: string,
  line: number,
  errors: DeckTextError[],
): Pick<StandingBlock, 'placement' | 'name' | 'wins' | 'losses' | 'ties'> | null {
  const parts = trimmed.split(HEADER_SEPARATOR).map((p) => p.trim());
  const fail = (message: string) => {
    errors.push({ line, text: trimmed, message });
    return null;
  };
  if (parts.length !== 3) return fail(STANDINGS_TEXT_MSG.badHeader(line));
  const [placementText, name, recordText] = parts as [string, string, string];
  // '1', '1위', '1st' and '1.' all read as placement 1.
  const placementDigits = placementText.replace(/(위|st|nd|rd|th|\.)$/i, '');
  const placement = Number(placementDigits);
  if (!PLACEMENT.test(placementDigits) || placement < 1) return fail(STANDINGS_TEXT_MSG.badPlacement(line));
  if (name.length < 1 || name.length > 60) return fail(STANDINGS_TEXT_MSG.badName(line));
  const record = RECORD.exec(recordText);
  if (!record) return fail(STANDINGS_TEXT_MSG.badRecord(line));
  const [wins, losses, ties] = [record[1], record[2], record[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (wins > MAX_ROUNDS || losses > MAX_ROUNDS || ties > MAX_ROUNDS)
    return fail(STANDINGS_TEXT_MSG.badRecord(line));
  return { placement, name: name.replace(/\s+/g, ' '), wins, losses, ties };
}
