import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile, { type Row, type Sheet } from 'write-excel-file/node';
import { CARD_EXCEL_MSG as M, SHEET_MAX_ROWS } from '@carddogam/contract/calls/card-excel';
import type { Nation } from '@carddogam/contract/constants';
import { AppError, badRequest } from '../errors';
import type { SheetCell, StoredCard } from './card-excel-diff';
import { GUIDE_SHEET_NAME, dataSheetName, guideRows, sheetColumns } from './card-excel-layout';

/** The .xlsx side of the bulk edit: the exported workbook and the uploaded file's data sheet. */

const HEADER_STYLE = { fontWeight: 'bold', backgroundColor: '#e9ecef' } as const;

function dataRows(nation: Nation, cards: readonly StoredCard[]): Row[] {
  const columns = sheetColumns(nation);
  const header: Row = columns.map((c) => ({ value: c.name, ...HEADER_STYLE }));
  const rows = cards.map((card): Row =>
    columns.map((column) => {
      const value = card.values[column.name] ?? null;
      if (value === null) return null;
      // Text cells keep '001' and '1/2' as typed; Excel would otherwise turn them into numbers or dates.
      return typeof value === 'number' ? { value, type: Number } : { value, type: String, format: '@' };
    }),
  );
  return [header, ...rows];
}

/** The workbook of an export: the edition's data sheet, then the 안내 sheet. */
export async function writeCardSheet(nation: Nation, cards: readonly StoredCard[]): Promise<Buffer> {
  const widths = sheetColumns(nation).map((c) => ({ width: c.name === 'effects' ? 60 : 18 }));
  const sheets: Sheet<Buffer>[] = [
    { data: dataRows(nation, cards), sheet: dataSheetName(nation), columns: widths, stickyRowsCount: 1 },
    {
      data: guideRows(nation),
      sheet: GUIDE_SHEET_NAME,
      columns: [{ width: 24 }, { width: 60 }, { width: 12 }],
    },
  ];
  return writeXlsxFile(sheets).toBuffer();
}

/**
 * The rows of the uploaded file's data sheet for the edition. A file that is not an .xlsx, lacks the
 * edition's sheet or holds more than 5,000 rows is refused whole.
 */
export async function readCardSheet(nation: Nation, bytes: Buffer): Promise<SheetCell[][]> {
  let sheets: { sheet: string; data: SheetCell[][] }[];
  try {
    sheets = (await readXlsxFile(bytes)) as { sheet: string; data: SheetCell[][] }[];
  } catch {
    throw badRequest(M.notXlsx, 'SHEET_INVALID');
  }
  const name = dataSheetName(nation);
  const found = sheets.find((s) => s.sheet === name);
  if (!found) throw badRequest(M.sheetMissing(name), 'SHEET_MISSING');
  if (found.data.length - 1 > SHEET_MAX_ROWS) throw new AppError(413, 'SHEET_TOO_LARGE', M.tooManyRows);
  return found.data;
}
