import type { RowData } from '@tanstack/react-table';
import type { CsvValue } from './admin-table-csv';

/**
 * What AdminTable reads from a column's `meta`, on top of TanStack Table's column definition. Declared
 * once for the whole app: TanStack Table has one ColumnMeta interface that every table shares.
 */
declare module '@tanstack/react-table' {
  // The type parameters must match the library's declaration, even those this one does not use.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the 표시할 열 menu and the CSV header, when its header is not plain text. */
    label?: string;
    /** The cell's CSV text. Without it, accessor columns export their value and display columns nothing. */
    csv?: (row: TData) => CsvValue;
    /** Keeps short values (dates, counts) on one line. */
    nowrap?: boolean;
    align?: 'left' | 'center' | 'right';
  }
}

export {};
