/**
 * CSV files of the back-office tables. Excel reads a CSV without a byte-order mark in the PC's legacy code
 * page and garbles Korean, so the file starts with the UTF-8 BOM; lines end in CRLF as Excel writes them.
 */

export type CsvValue = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

/**
 * A cell that Excel would run as a formula ('=HYPERLINK(…)' typed into a post title by a member) gets a
 * leading apostrophe, which Excel shows as plain text. Plain negative numbers stay numbers.
 */
function neutralized(text: string): string {
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutralized(typeof value === 'boolean' ? (value ? 'Y' : 'N') : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header line, then one line per row. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves the text as a file through a temporary link, as browsers download a generated file. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
