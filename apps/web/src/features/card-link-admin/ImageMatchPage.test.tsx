import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  IMAGE_MATCH_MSG as M,
  IMAGE_MATCH_UPLOAD_PATH,
  imageMatchCalls as calls,
  type ImageMatchBatch,
  type ImageMatchRow,
} from '@carddogam/contract/calls/image-match';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const PATH = '/admin/card/image_match';
const BATCH_ID = '0f6a1c1e-4b8e-4f7a-9a51-3c2d0b9e7a10';
const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });

const row = (id: number, fileName: string, overrides: Partial<ImageMatchRow>): ImageMatchRow => ({
  id,
  file_name: fileName,
  upload_url: `/api/admin/card/image_match/file/${id}`,
  card_id: null,
  card_name: null,
  current_image: null,
  current_image_url: null,
  matched_by: null,
  status: '대기',
  error: null,
  ...overrides,
});

const BATCH: ImageMatchBatch = {
  batch_id: BATCH_ID,
  nation: 'kr',
  rows: [
    row(1, 'demo1-6.png', {
      card_id: 'demo1-6',
      card_name: 'Potion',
      current_image: 'default.png',
      matched_by: 'file_name',
    }),
    row(2, 'nothing_here.png', { error: M.noCard }),
    row(3, 'notes.txt', { upload_url: null, status: '오류', error: M.notImage }),
  ],
};

/** The shell's JSON answers; the multipart upload is answered here, as it is not a JSON call. */
function render() {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': MANAGER,
    '/api/auth/update/lastVisit': { ok: true },
    [calls.batch.path]: BATCH,
    [calls.apply.path]: { applied: 1, message: M.applied(1) },
  });
  const json = api.fetchMock.getMockImplementation()!;
  const uploads: Array<{ path: string; files: string[] }> = [];
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path.startsWith(IMAGE_MATCH_UPLOAD_PATH)) {
      const form = init?.body as FormData;
      uploads.push({ path, files: form.getAll('files').map((file) => (file as File).name) });
      return jsonResponse(200, BATCH);
    }
    return json(input, init);
  });
  renderApp(PATH);
  return { api, uploads };
}

const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.params);

async function uploadBatch() {
  await screen.findByRole('button', { name: '올리기' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = ['demo1-6.png', 'nothing_here.png', 'notes.txt'].map((name) => new File(['x'], name));
  fireEvent.change(input, { target: { files } });
  fireEvent.click(screen.getByRole('button', { name: '올리기' }));
  return screen.findByRole('table', { name: '이미지 매칭' });
}

const rowOf = (table: HTMLElement, fileName: string) =>
  within(table).getByRole('cell', { name: fileName }).closest('tr')!;

describe('/admin/card/image_match', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('shows each file with its matched card, or with its own error', async () => {
    const { uploads } = render();
    const table = await uploadBatch();
    expect(uploads).toEqual([
      { path: `${IMAGE_MATCH_UPLOAD_PATH}kr`, files: ['demo1-6.png', 'nothing_here.png', 'notes.txt'] },
    ]);

    const matched = await waitFor(() => rowOf(table, 'demo1-6.png'));
    expect(within(matched).getByText('Potion')).toBeTruthy();
    expect(
      within(matched).getByRole<HTMLInputElement>('textbox', { name: 'demo1-6.png 카드 ID' }).value,
    ).toBe('demo1-6');
    expect(within(matched).queryByText(M.noCard)).toBeNull();

    const unmatched = rowOf(table, 'nothing_here.png');
    expect(within(unmatched).getByText(M.noCard)).toBeTruthy();
    const refused = rowOf(table, 'notes.txt');
    expect(within(refused).getByText(M.notImage)).toBeTruthy();
    expect(within(refused).getByText('오류')).toBeTruthy();
    expect(within(refused).queryByRole('img')).toBeNull();
  });

  it('applies only the matched rows, counted on the button', async () => {
    const { api } = render();
    await uploadBatch();
    const apply = await screen.findByRole('button', { name: '적용 (1)' });
    fireEvent.click(apply);
    await waitFor(() => expect(paramsOf(api, calls.apply.path)).toEqual([{ batch_id: BATCH_ID }]));
    expect(await screen.findByText(M.applied(1))).toBeTruthy();
  });
});
