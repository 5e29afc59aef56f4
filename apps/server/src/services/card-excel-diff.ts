import {
  CARD_EXCEL_MSG as M,
  type ExcelChange,
  type ExcelRowError,
} from '@carddogam/contract/calls/card-excel';
import type { Nation } from '@carddogam/contract/constants';
import { editableColumns, sheetColumns, type SheetColumn } from './card-excel-layout';

/**
 * Reading a bulk edit sheet and comparing it with the stored cards, without a database: the header check,
 * the rows as text, and the diff with its per-row errors (decision 036). An empty cell never changes
 * anything, so a cell can only set a value, never erase one.
 */

export type SheetCell = string | number | boolean | Date | null | undefined | object;
export type StoredValue = string | number | null;

export interface SheetRow {
  /** The row number staff see in their spreadsheet (the header is row 1). */
  row: number;
  id: string;
  cells: Record<string, string | null>;
}

/** One card as stored, in the sheet's column names. */
export interface StoredCard {
  id: string;
  /** Shown in the diff: the edition's name, else the English one. */
  displayName: string;
  values: Record<string, StoredValue>;
}

export interface DiffRules {
  rarities: ReadonlySet<string>;
  regulationMarks: ReadonlySet<string>;
  /** The §6 check of one card that changes; a refusal's message, or null. */
  refusal: (card: StoredCard) => string | null;
}

/** The changed fields of one card, in the sheet's column names, with the stored values they replace. */
export interface CardUpdate {
  row: number;
  id: string;
  after: Record<string, string | number>;
  before: Record<string, StoredValue>;
}

export interface SheetDiff {
  changes: ExcelChange[];
  errors: ExcelRowError[];
  updates: CardUpdate[];
}

function cellText(cell: SheetCell): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell as string | number | boolean)
    .replace(/\r\n?/g, '\n')
    .trim();
  return text === '' ? null : text;
}

/** The header's problem in Korean, or null when it is exactly the edition's columns. */
export function headerError(nation: Nation, header: readonly SheetCell[] | undefined): string | null {
  const expected = sheetColumns(nation).map((c) => c.name);
  const got = (header ?? []).map(cellText);
  while (got.length > 0 && got[got.length - 1] === null) got.pop();
  for (let i = 0; i < Math.max(expected.length, got.length); i++) {
    if (got[i] === expected[i]) continue;
    const detail =
      expected[i] === undefined
        ? `${i + 1}번째 열 '${got[i]}'은(는) 없어야 합니다`
        : `${i + 1}번째 열은 '${expected[i]}'이어야 합니다 (지금: '${got[i] ?? ''}')`;
    return M.headerWrong(`${detail}. 필요한 열: ${expected.join(', ')}`);
  }
  return null;
}

/** The data rows as text keyed by column name; rows with no value at all are skipped. */
export function sheetRows(nation: Nation, data: readonly (readonly SheetCell[])[]): SheetRow[] {
  const columns = sheetColumns(nation);
  const rows: SheetRow[] = [];
  data.forEach((cells, index) => {
    if (index === 0) return;
    const texts = columns.map((_, i) => cellText(cells[i]));
    if (texts.every((t) => t === null)) return;
    const byName: Record<string, string | null> = {};
    columns.forEach((c, i) => (byName[c.name] = texts[i]!));
    rows.push({ row: index + 1, id: byName.id ?? '', cells: byName });
  });
  return rows;
}

const storedText = (value: StoredValue) => (value === null ? '' : String(value));

/** The cell's value for the column, or an error message; null when the cell matches what is stored. */
function readCell(
  column: SheetColumn,
  text: string,
  stored: StoredValue,
  rules: DiffRules,
): { value: string | number } | { error: string } | null {
  if (column.kind === 'int') {
    const value = Number(text.replace(/,/g, ''));
    if (!Number.isInteger(value)) return { error: M.notANumber(column.name, text) };
    if (value === stored) return null;
    if (value < column.min! || value > column.max!)
      return { error: M.outOfRange(column.name, column.min!, column.max!) };
    return { value };
  }
  if (text === storedText(stored)) return null;
  if (column.maxLength && text.length > column.maxLength)
    return { error: M.tooLong(column.name, column.maxLength) };
  if (column.kind === 'rarity' && !rules.rarities.has(text)) return { error: M.rarityOutside(text) };
  if (column.kind === 'regulation' && !rules.regulationMarks.has(text))
    return { error: M.regulationOutside(text) };
  return { value: text };
}

/**
 * The diff of the sheet against the stored cards: the changed fields per card, and the row errors (a
 * missing, repeated or unknown id, a value the dialog would refuse, a §6 refusal of a card that changes).
 */
export function diffSheet(
  nation: Nation,
  rows: readonly SheetRow[],
  stored: ReadonlyMap<string, StoredCard>,
  rules: DiffRules,
): SheetDiff {
  const diff: SheetDiff = { changes: [], errors: [], updates: [] };
  const firstRowOf = new Map<string, number>();
  const fail = (row: number, message: string) => diff.errors.push({ row, message: M.row(row, message) });

  for (const sheetRow of rows) {
    const { row, id } = sheetRow;
    if (!id) {
      fail(row, M.missingId);
      continue;
    }
    const seenAt = firstRowOf.get(id);
    if (seenAt !== undefined) {
      fail(row, M.duplicateId(id, seenAt));
      continue;
    }
    firstRowOf.set(id, row);
    const card = stored.get(id);
    if (!card) {
      fail(row, M.unknownCard(id));
      continue;
    }

    const update: CardUpdate = { row, id, after: {}, before: {} };
    let rowFailed = false;
    for (const column of editableColumns(nation)) {
      const text = sheetRow.cells[column.name];
      if (text === null || text === undefined) continue;
      const before = card.values[column.name] ?? null;
      const read = readCell(column, text, before, rules);
      if (read === null) continue;
      if ('error' in read) {
        fail(row, read.error);
        rowFailed = true;
        continue;
      }
      update.after[column.name] = read.value;
      update.before[column.name] = before;
    }
    const fields = Object.keys(update.after);
    if (rowFailed || fields.length === 0) continue;
    const refusal = rules.refusal(card);
    if (refusal) {
      fail(row, refusal);
      continue;
    }
    diff.updates.push(update);
    for (const field of fields)
      diff.changes.push({
        row,
        id,
        card_name: card.displayName,
        field,
        before: storedText(update.before[field] ?? null),
        after: String(update.after[field]),
      });
  }
  return diff;
}
