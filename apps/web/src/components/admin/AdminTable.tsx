import { useMemo, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Menu,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconColumns,
  IconFileSpreadsheet,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { formatDate } from '../../lib/format';
import { ListPager } from '../ListPager';
import { QueryState } from '../QueryState';
import './admin-column-meta';
import { downloadCsv, toCsv, type CsvValue } from './admin-table-csv';
import { downloadXlsx } from './admin-table-xlsx';

export const ADMIN_TABLE_EMPTY = '데이터가 없습니다';

/** Server-side paging: the page shown, the server's total and the page size of the call. */
export interface AdminTablePaging {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Controlled state the screen keeps, usually next to the query it feeds. */
export interface Controlled<S> {
  state: S;
  onChange: (next: S) => void;
}

export interface AdminTableProps<T> {
  /** The table's accessible name; also the start of the CSV file's name. */
  label: string;
  /** Typed columns. A column sorts only with `enableSorting: true`; see admin-column-meta for `meta`. */
  columns: ColumnDef<T>[];
  /** undefined while the first answer is on its way. */
  data: T[] | undefined;
  getRowId: (row: T) => string;
  /** Names a row for its checkbox ('{label} 선택'); the row id by default. */
  rowLabel?: (row: T) => string;
  /** A newer answer is on its way while the older rows stay shown. */
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  paging?: AdminTablePaging;
  /** Server-side sorting: one column at a time, asc → desc → none. */
  sorting?: Controlled<SortingState>;
  /** Checkboxes for bulk actions; the selection holds row ids and is cleared when the page changes. */
  selection?: Controlled<RowSelectionState>;
  /** The bulk-action buttons, given the selected rows of the page shown. */
  bulkActions?: (selected: T[]) => ReactNode;
  /** Shown at the left of the toolbar, before the count. */
  toolbar?: ReactNode;
  /** A phone scrolls the table sideways below this width. */
  minWidth?: number;
  emptyText?: string;
}

const SELECT_COLUMN = 'select';
const NO_ROWS: never[] = [];

const resolve = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;

function columnLabel<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

function selectColumn<T>(rowLabel: (row: T) => string): ColumnDef<T> {
  return {
    id: SELECT_COLUMN,
    enableHiding: false,
    enableSorting: false,
    meta: { label: '선택' },
    header: ({ table }) => (
      <Checkbox
        aria-label="전체 선택"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`${rowLabel(row.original)} 선택`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <IconSortAscending size={14} aria-hidden />;
  if (direction === 'desc') return <IconSortDescending size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The back office's data table: TanStack Table's model drawn with Mantine's Table. Paging and sorting are
 * the server's (the table only reports what was asked), selection feeds the bulk actions, the 표시할 열
 * menu hides columns, and CSV 내보내기 and 엑셀 내보내기 save the rows shown with the visible columns.
 */
export function AdminTable<T>({
  label,
  columns,
  data,
  getRowId,
  rowLabel = getRowId,
  loading = false,
  error,
  onRetry,
  paging,
  sorting,
  selection,
  bulkActions,
  toolbar,
  minWidth = 760,
  emptyText = ADMIN_TABLE_EMPTY,
}: AdminTableProps<T>) {
  const [visibility, setVisibility] = useState<VisibilityState>({});
  const rows = data ?? NO_ROWS;
  const selectable = selection !== undefined;
  const allColumns = useMemo(
    () => (selectable ? [selectColumn(rowLabel), ...columns] : columns),
    [selectable, rowLabel, columns],
  );
  // Ids of rows that are no longer shown (deleted, or on another page) do not count as selected.
  const rowSelection = useMemo(() => {
    const shown = new Set(rows.map((row) => getRowId(row)));
    return Object.fromEntries(
      Object.entries(selection?.state ?? {}).filter(([id, on]) => on && shown.has(id)),
    );
  }, [rows, getRowId, selection?.state]);

  const table = useReactTable<T>({
    data: rows,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
    enableRowSelection: selectable,
    state: { sorting: sorting?.state ?? [], rowSelection, columnVisibility: visibility },
    onSortingChange: (updater) => sorting?.onChange(resolve(updater, sorting.state)),
    onRowSelectionChange: (updater) => selection?.onChange(resolve(updater, rowSelection)),
    onColumnVisibilityChange: setVisibility,
  });

  if (error && !data) return <QueryState error={error} onRetry={onRetry ?? (() => undefined)} />;

  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const visibleCount = table.getVisibleLeafColumns().length;
  const changePage = (page: number) => {
    selection?.onChange({});
    paging?.onPageChange(page);
  };

  /** The rows shown, with the visible columns, as the export files hold them. */
  const exportedRows = () => {
    const exported = table
      .getVisibleLeafColumns()
      .filter((c) => c.id !== SELECT_COLUMN && (c.columnDef.meta?.csv || c.accessorFn));
    const lines = table.getRowModel().rows.map((row) =>
      exported.map((c) => {
        const csv = c.columnDef.meta?.csv;
        return csv ? csv(row.original) : (row.getValue(c.id) as CsvValue);
      }),
    );
    return { header: exported.map(columnLabel), lines, fileName: `${label}-${formatDate(new Date())}` };
  };
  const exportCsv = () => {
    const { header, lines, fileName } = exportedRows();
    downloadCsv(`${fileName}.csv`, toCsv(header, lines));
  };
  const exportXlsx = () => {
    const { header, lines, fileName } = exportedRows();
    void downloadXlsx(`${fileName}.xlsx`, header, lines);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {toolbar}
          {paging && (
            <Text size="sm" c="dimmed">
              총 {paging.total.toLocaleString('ko-KR')}건
            </Text>
          )}
          {selection && (
            <Text size="sm" fw={600} aria-live="polite">
              {selected.length}개 선택
            </Text>
          )}
          {bulkActions?.(selected)}
          {loading && data && <Loader size="xs" aria-label="새로 불러오는 중" />}
        </Group>
        <Group gap="xs">
          <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" size="xs" leftSection={<IconColumns size={14} />}>
                표시할 열
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Stack gap={6} p={6}>
                {table
                  .getAllLeafColumns()
                  .filter((c) => c.getCanHide())
                  .map((c) => (
                    <Checkbox
                      key={c.id}
                      size="xs"
                      label={columnLabel(c)}
                      checked={c.getIsVisible()}
                      // The last visible column stays: a table without columns shows nothing to bring them back by.
                      disabled={c.getIsVisible() && visibleCount <= (selection ? 2 : 1)}
                      onChange={c.getToggleVisibilityHandler()}
                    />
                  ))}
              </Stack>
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFileSpreadsheet size={14} />}
            disabled={rows.length === 0}
            onClick={exportCsv}
          >
            CSV 내보내기
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFileSpreadsheet size={14} />}
            disabled={rows.length === 0}
            onClick={exportXlsx}
          >
            엑셀 내보내기
          </Button>
        </Group>
      </Group>

      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          aria-label={label}
          aria-busy={loading || !data}
          style={{ opacity: loading && data ? 0.6 : 1 }}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const direction = column.getIsSorted();
                  const content = flexRender(column.columnDef.header, header.getContext());
                  return (
                    <Table.Th
                      key={header.id}
                      ta={column.columnDef.meta?.align}
                      style={{ whiteSpace: 'nowrap' }}
                      aria-sort={
                        column.getCanSort() ? (direction ? ARIA_SORT[direction] : 'none') : undefined
                      }
                      w={column.id === SELECT_COLUMN ? 40 : undefined}
                    >
                      {column.getCanSort() ? (
                        <UnstyledButton onClick={column.getToggleSortingHandler()} fz="inherit" fw="inherit">
                          <Group gap={4} wrap="nowrap">
                            {content}
                            <SortIcon direction={direction} />
                          </Group>
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {!data || rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={visibleCount}>
                  <Center py="xl">
                    {data ? (
                      <Text c="dimmed">{emptyText}</Text>
                    ) : (
                      <Loader size="sm" aria-label="불러오는 중" />
                    )}
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <Table.Td
                        key={cell.id}
                        ta={meta?.align}
                        style={meta?.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {paging && (
        <Box>
          <ListPager page={paging.page} total={paging.total} size={paging.pageSize} onChange={changePage} />
        </Box>
      )}
    </Stack>
  );
}
