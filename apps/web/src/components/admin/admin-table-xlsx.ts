import type { SheetData } from 'write-excel-file/browser';
import type { CsvValue } from './admin-table-csv';

/**
 * Excel workbooks of the back-office tables (e.g. the point mall's shipping list for a courier's upload
 * form). Numbers stay numbers, so totals can be summed in the sheet; text cells are written as text, never
 * as formulas, so a title typed as '=HYPERLINK(…)' stays plain.
 */
export function toSheetData(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): SheetData {
  return [
    header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
    ...rows.map((cells) =>
      cells.map((value) => {
        if (value === null || value === undefined || value === '') return null;
        if (typeof value === 'boolean') return { value: value ? 'Y' : 'N', type: String };
        if (typeof value === 'number') return { value, type: Number };
        return { value, type: String };
      }),
    ),
  ];
}

/** Writes the workbook and saves it; the library is loaded on the first export only. */
export async function downloadXlsx(
  fileName: string,
  header: readonly string[],
  rows: ReadonlyArray<readonly CsvValue[]>,
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(toSheetData(header, rows), { stickyRowsCount: 1 }).toFile(fileName);
}
