import { z } from 'zod';
import { defineCall, nation } from '../call';

/**
 * Bulk edit with spreadsheets (/admin/card/excel, decision 036): staff export one edition of a filtered set
 * of cards to an .xlsx sheet, edit it offline and upload it back, first as a dry run (the diff and the row
 * errors), then to apply it in one transaction. The export answers the file's bytes, not JSON; the two
 * uploads are multipart, the edition closing their paths.
 */

export const CARD_EXCEL_MSG = {
  fileMissing: '올릴 엑셀 파일을 골라주세요.',
  notXlsx: '엑셀(.xlsx) 파일만 올릴 수 있습니다.',
  fileTooLarge: '엑셀 파일은 5MB까지 올릴 수 있습니다.',
  tooManyRows: '엑셀 한 번에 5,000행까지 올릴 수 있습니다.',
  tooManyCards: '조건에 맞는 카드가 5,000장을 넘습니다. 조건을 좁혀 주세요.',
  noCards: '조건에 맞는 카드가 없습니다.',
  sheetMissing: (sheet: string) =>
    `엑셀에 '${sheet}' 시트가 없습니다. 고른 판과 같은 판의 엑셀인지 확인해주세요.`,
  headerWrong: (detail: string) => `엑셀 첫 줄의 열 이름이 다릅니다: ${detail}`,
  fixRowsFirst: '오류가 있는 행을 고친 뒤 다시 올려주세요',
  applied: (cards: number, fields: number) => `${cards}장 ${fields}개 항목을 고쳤습니다.`,
  row: (row: number, message: string) => `${row}행: ${message}`,
  unknownCard: (id: string) => `존재하지 않는 카드 id입니다 (${id})`,
  missingId: '카드 id가 비어 있습니다',
  duplicateId: (id: string, firstRow: number) => `같은 카드 id가 ${firstRow}행에도 있습니다 (${id})`,
  rarityOutside: (value: string) => `레어도 목록에 없는 값입니다 (${value})`,
  regulationOutside: (value: string) => `레귤레이션 마크 목록에 없는 값입니다 (${value})`,
  notANumber: (column: string, value: string) => `${column}은(는) 숫자여야 합니다 (${value})`,
  outOfRange: (column: string, min: number, max: number) => `${column}은(는) ${min}부터 ${max}까지입니다`,
  tooLong: (column: string, max: number) => `${column}은(는) ${max}자까지 쓸 수 있습니다`,
} as const;

/** Export and upload limits of the issue: 5 MB files, 5,000 rows. */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const SHEET_MAX_ROWS = 5000;

export const excelFilters = z.object({
  nation,
  /** The edition's set name, or the English set name for cards the edition has no record of yet. */
  set_name: z.string().trim().max(200).default(''),
  supertype: z.enum(['', 'Pokémon', 'Trainer', 'Energy']).default(''),
  /** Part of a name in any edition. */
  text: z.string().trim().max(100).default(''),
  /** Only cards without a card_kr record (the Korean data still to fill in). */
  kr_missing: z.boolean().default(false),
});
export type ExcelFilters = z.input<typeof excelFilters>;

/** One field of one card that the sheet changes. */
export const excelChange = z.object({
  row: z.number(),
  id: z.string(),
  /** The card's name in the edition, or its English name when the edition has none yet. */
  card_name: z.string(),
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ExcelChange = z.infer<typeof excelChange>;

export const excelRowError = z.object({ row: z.number(), message: z.string() });
export type ExcelRowError = z.infer<typeof excelRowError>;

export const excelPreview = z.object({
  nation,
  rows: z.number(),
  /** Cards with at least one change. */
  cards: z.number(),
  changes: z.array(excelChange),
  errors: z.array(excelRowError),
});
export type ExcelPreview = z.infer<typeof excelPreview>;

export const excelApplied = z.object({ cards: z.number(), fields: z.number(), message: z.string() });
export type ExcelApplied = z.infer<typeof excelApplied>;

/** The uploads of a sheet, multipart with one file field; the edition closes the path. */
export const CARD_EXCEL_PREVIEW_PATH = '/api/admin/card/excel/preview/';
export const CARD_EXCEL_APPLY_PATH = '/api/admin/card/excel/apply/';

export const cardExcelCalls = {
  /** Answers the .xlsx file itself (content-disposition attachment). */
  export: defineCall('/api/admin/card/excel/export', excelFilters, z.unknown()),
};
