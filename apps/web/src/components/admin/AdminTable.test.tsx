import { useState } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ColumnDef, RowSelectionState, SortingState } from '@tanstack/react-table';
import { renderWithProviders } from '../../test/render';
import { ADMIN_TABLE_EMPTY, AdminTable, type AdminTableProps } from './AdminTable';
import { csvCell, toCsv } from './admin-table-csv';

interface Post {
  id: number;
  title: string;
  views: number;
  blinded: boolean;
}

const POSTS: Post[] = [
  { id: 1, title: '리자몽 ex 시세', views: 120, blinded: false },
  { id: 2, title: '=HYPERLINK("http://evil")', views: 7, blinded: true },
  { id: 3, title: '덱 추천, "초보"용', views: 45, blinded: false },
];

const COLUMNS: ColumnDef<Post>[] = [
  { accessorKey: 'id', header: '번호' },
  { accessorKey: 'title', header: '제목' },
  { accessorKey: 'views', header: '조회', enableSorting: true, meta: { align: 'right' } },
  {
    id: 'state',
    header: '상태',
    cell: ({ row }) => (row.original.blinded ? '블라인드' : '정상'),
    meta: { csv: (row) => (row.blinded ? '블라인드' : '정상') },
  },
  { id: 'manage', header: '관리', enableHiding: false, cell: () => <button type="button">수정</button> },
];

interface Spies {
  onPage: Mock<(page: number) => void>;
  onSort: Mock<(sorting: SortingState) => void>;
  onSelect: Mock<(selection: RowSelectionState) => void>;
  onBulk: Mock<(ids: number[]) => void>;
}

const newSpies = (): Spies => ({ onPage: vi.fn(), onSort: vi.fn(), onSelect: vi.fn(), onBulk: vi.fn() });

/** Holds the controlled state as a screen would, and records what the table reports. */
function Harness({ spies, ...props }: Partial<AdminTableProps<Post>> & { spies: Spies }) {
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <AdminTable<Post>
      label="게시글 목록"
      columns={COLUMNS}
      data={POSTS}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => `${row.id}번 글`}
      paging={{
        page,
        total: 45,
        pageSize: 20,
        onPageChange: (next) => {
          spies.onPage(next);
          setPage(next);
        },
      }}
      sorting={{
        state: sorting,
        onChange: (next) => {
          spies.onSort(next);
          setSorting(next);
        },
      }}
      selection={{
        state: selection,
        onChange: (next) => {
          spies.onSelect(next);
          setSelection(next);
        },
      }}
      bulkActions={(rows) => (
        <button
          type="button"
          disabled={rows.length === 0}
          onClick={() => spies.onBulk(rows.map((r) => r.id))}
        >
          삭제
        </button>
      )}
      {...props}
    />
  );
}

function renderTable(props: Partial<AdminTableProps<Post>> = {}) {
  const spies = newSpies();
  renderWithProviders(<Harness spies={spies} {...props} />);
  return { spies, table: () => screen.getByRole('table', { name: '게시글 목록' }) };
}

describe('AdminTable', () => {
  it('draws the rows and the total', () => {
    const { table } = renderTable();
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + POSTS.length);
    expect(within(table()).getByText('리자몽 ex 시세')).toBeTruthy();
    expect(within(table()).getAllByText('블라인드')).toHaveLength(1);
    expect(screen.getByText('총 45건')).toBeTruthy();
  });

  it('says 데이터가 없습니다 for an empty answer and shows a loader before the first one', () => {
    const { unmount } = renderWithProviders(
      <AdminTable<Post> label="빈 목록" columns={COLUMNS} data={[]} getRowId={(r) => String(r.id)} />,
    );
    expect(within(screen.getByRole('table', { name: '빈 목록' })).getByText(ADMIN_TABLE_EMPTY)).toBeTruthy();
    unmount();
    renderWithProviders(
      <AdminTable<Post> label="로딩" columns={COLUMNS} data={undefined} getRowId={(r) => String(r.id)} />,
    );
    expect(screen.getByLabelText('불러오는 중')).toBeTruthy();
    expect(screen.queryByText(ADMIN_TABLE_EMPTY)).toBeNull();
  });

  it('shows the failure in Korean with a retry instead of the table', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <AdminTable<Post>
        label="실패"
        columns={COLUMNS}
        data={undefined}
        error={new Error('서버에 연결할 수 없습니다.')}
        onRetry={onRetry}
        getRowId={(r) => String(r.id)}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('서버에 연결할 수 없습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks for another page and forgets the selection of the page left', () => {
    const { spies } = renderTable();
    fireEvent.click(screen.getByRole('checkbox', { name: '1번 글 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '3페이지' }));
    expect(spies.onPage).toHaveBeenLastCalledWith(3);
    expect(spies.onSelect).toHaveBeenLastCalledWith({});
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    expect(spies.onPage).toHaveBeenLastCalledWith(2);
  });

  it('hands the selected rows to the bulk actions, one by one or all at once', () => {
    const { spies } = renderTable();
    const bulk = screen.getByRole('button', { name: '삭제' });
    expect(bulk.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '1번 글 선택' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '3번 글 선택' }));
    expect(spies.onSelect).toHaveBeenLastCalledWith({ '1': true, '3': true });
    expect(screen.getByText('2개 선택')).toBeTruthy();
    fireEvent.click(bulk);
    expect(spies.onBulk).toHaveBeenLastCalledWith([1, 3]);

    fireEvent.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    fireEvent.click(bulk);
    expect(spies.onBulk).toHaveBeenLastCalledWith([1, 2, 3]);
    fireEvent.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    expect(spies.onSelect).toHaveBeenLastCalledWith({});
  });

  it('ignores selected ids that are not among the rows shown', () => {
    const spies = newSpies();
    renderWithProviders(
      <AdminTable<Post>
        label="게시글 목록"
        columns={COLUMNS}
        data={POSTS}
        getRowId={(row) => String(row.id)}
        selection={{ state: { '2': true, '99': true }, onChange: spies.onSelect }}
        bulkActions={(rows) => <span>선택: {rows.map((r) => r.id).join(',')}</span>}
      />,
    );
    expect(screen.getByText('선택: 2')).toBeTruthy();
    expect(screen.getByText('1개 선택')).toBeTruthy();
  });

  it('toggles the sort of a sortable column asc, desc, then off, and leaves the others alone', () => {
    const { spies } = renderTable();
    const header = () => screen.getByRole('columnheader', { name: /조회/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(within(screen.getByRole('columnheader', { name: '제목' })).queryByRole('button')).toBeNull();

    fireEvent.click(within(header()).getByRole('button'));
    expect(spies.onSort).toHaveBeenLastCalledWith([{ id: 'views', desc: false }]);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(spies.onSort).toHaveBeenLastCalledWith([{ id: 'views', desc: true }]);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(spies.onSort).toHaveBeenLastCalledWith([]);
  });

  it('hides and shows columns from the 표시할 열 menu', async () => {
    const { table } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: '표시할 열' }));
    const views = await screen.findByRole('checkbox', { name: '조회', hidden: true });
    expect(screen.queryByRole('checkbox', { name: '관리', hidden: true })).toBeNull();
    fireEvent.click(views);
    await waitFor(() => expect(within(table()).queryByRole('columnheader', { name: /조회/ })).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: '조회', hidden: true }));
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: /조회/ })).toBeTruthy());
  });

  it('exports the rows shown with the visible columns as a UTF-8 CSV with a BOM', async () => {
    let saved: Blob | undefined;
    let fileName = '';
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        saved = blob;
        return 'blob:csv';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: '표시할 열' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '번호', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'CSV 내보내기' }));

    expect(fileName).toMatch(/^게시글 목록-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      [
        '제목,조회,상태',
        '리자몽 ex 시세,120,정상',
        `"'=HYPERLINK(""http://evil"")",7,블라인드`,
        '"덱 추천, ""초보""용",45,정상',
        '',
      ].join('\r\n'),
    );
  });
});

describe('CSV helpers', () => {
  it('quotes what needs quoting and neutralizes formulas but not negative numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('줄\n바꿈')).toBe('"줄\n바꿈"');
    expect(csvCell('+82')).toBe("'+82");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('Y');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a'], [[1], [undefined]])).toBe('\uFEFFa\r\n1\r\n\r\n');
  });
});
