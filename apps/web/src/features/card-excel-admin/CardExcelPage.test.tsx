import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CARD_EXCEL_APPLY_PATH,
  CARD_EXCEL_PREVIEW_PATH,
  cardExcelCalls,
  type ExcelPreview,
} from '@carddogam/contract/calls/card-excel';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const PATH = '/admin/card/excel';
const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });
const JP_EDITOR = sessionUser({ user_id: 'jp', nickname: '알바님', type: '일어알바' });

const change = (row: number, id: string, field: string, before: string, after: string) => ({
  row,
  id,
  card_name: id === 'demo1-1' ? 'Bulbasaur' : 'Charmander',
  field,
  before,
  after,
});
const CLEAN: ExcelPreview = {
  nation: 'kr',
  rows: 24,
  cards: 2,
  changes: [change(2, 'demo1-1', 'name', '', '이상해씨'), change(3, 'demo1-2', 'name', '', '파이리')],
  errors: [],
};
const WITH_ERRORS: ExcelPreview = {
  ...CLEAN,
  errors: [{ row: 4, message: '4행: 존재하지 않는 카드 id입니다 (xx-123)' }],
};

/** The shell's JSON answers, and the sheet's uploads and export answered here (they are not JSON calls). */
function render(session: unknown, preview: ExcelPreview) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
  });
  const json = api.fetchMock.getMockImplementation()!;
  const uploads: string[] = [];
  const exports: unknown[] = [];
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path.startsWith(CARD_EXCEL_PREVIEW_PATH)) return (uploads.push(path), jsonResponse(200, preview));
    if (path.startsWith(CARD_EXCEL_APPLY_PATH))
      return (
        uploads.push(path),
        jsonResponse(200, { cards: 2, fields: 2, message: '2장 2개 항목을 고쳤습니다.' })
      );
    if (path === cardExcelCalls.export.path) {
      exports.push((JSON.parse(String(init?.body)) as { params: unknown }).params);
      return new Response(new Blob(['xlsx']), {
        headers: { 'content-disposition': 'attachment; filename="card_jp_3.xlsx"' },
      });
    }
    return json(input, init);
  });
  renderApp(PATH);
  return { uploads, exports };
}

async function chooseFile() {
  await screen.findByRole('heading', { name: '2. 고친 엑셀 올리기' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], 'cards.xlsx')] } });
}

describe('/admin/card/excel', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('lists the row errors above the diff and keeps 적용 off while there are any', async () => {
    const { uploads } = render(MANAGER, WITH_ERRORS);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: '미리보기' }));
    expect(await screen.findByText('4행: 존재하지 않는 카드 id입니다 (xx-123)')).toBeTruthy();
    const table = screen.getByRole('table', { name: '엑셀 미리보기' });
    expect(within(table).getByText('이상해씨')).toBeTruthy();
    expect(screen.getByRole('button', { name: '적용' }).hasAttribute('disabled')).toBe(true);
    expect(uploads).toEqual([`${CARD_EXCEL_PREVIEW_PATH}kr`]);
  });

  it('shows the diff per card and field, applies it and says how much changed', async () => {
    const { uploads } = render(MANAGER, CLEAN);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: '미리보기' }));
    const table = await screen.findByRole('table', { name: '엑셀 미리보기' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'Bulbasaur demo1-1', 'name', '(비어 있음)', '이상해씨'],
      ['3', 'Charmander demo1-2', 'name', '(비어 있음)', '파이리'],
    ]);
    const apply = screen.getByRole('button', { name: '적용' });
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    expect(await screen.findByText('2장 2개 항목을 고쳤습니다.', { selector: 'div' })).toBeTruthy();
    expect(uploads).toEqual([`${CARD_EXCEL_PREVIEW_PATH}kr`, `${CARD_EXCEL_APPLY_PATH}kr`]);
  });

  it('gives 일어알바 the Japanese sheet only', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:sheet');
    URL.revokeObjectURL = vi.fn();
    const { exports } = render(JP_EDITOR, CLEAN);
    await screen.findByRole('heading', { name: '1. 엑셀 내려받기' });
    expect(screen.getByRole('radio', { name: '한글' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: '일본' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /세트 이름/ }), {
      target: { value: '데모 확장팩' },
    });
    fireEvent.click(screen.getByRole('button', { name: '엑셀 내려받기' }));
    await waitFor(() =>
      expect(exports).toEqual([
        { nation: 'jp', set_name: '데모 확장팩', supertype: '', text: '', kr_missing: false },
      ]),
    );
  });
});
