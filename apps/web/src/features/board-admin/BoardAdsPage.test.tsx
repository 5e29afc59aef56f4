import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANNER_IMAGE_UPLOAD_PATH } from '@carddogam/contract/calls/banner-admin';
import { BANNER_MSG, MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { jsonResponse } from '../../test/fake-api';
import { preloadRoutes } from '../../test/render-app';
import { MANAGER, paramsOf, renderBoardAdmin } from './board-admin.fixture';

const LIST = '/api/admin/banner/list';
const SAVE = '/api/admin/banner/save';
const SHOW = '/api/admin/banner/show';
const DELETE = '/api/admin/banner/delete';

const BANNERS = {
  type: 'community',
  is_show: false,
  banners: [
    {
      id: 5,
      type: 'community',
      banner_image: 'event.webp',
      link: 'https://example.com/event',
      is_ads: false,
      sort_order: 0,
    },
    { id: 6, type: 'community', banner_image: '', link: '', is_ads: true, sort_order: 10 },
  ],
};

/** The fake server, plus the multipart image upload it cannot read as JSON: it answers a stored name. */
function render(session?: unknown) {
  const rendered = renderBoardAdmin(
    '/admin/board/ads',
    {
      [LIST]: BANNERS,
      [SAVE]: { id: 7 },
      [SHOW]: (p: unknown) => p,
      [DELETE]: (p: unknown) => p,
    },
    session,
  );
  const uploads: File[] = [];
  const answer = rendered.api.fetchMock.getMockImplementation()!;
  rendered.api.fetchMock.mockImplementation(async (input, init) => {
    if (input === BANNER_IMAGE_UPLOAD_PATH) {
      uploads.push((init!.body as FormData).get('image') as File);
      return jsonResponse(200, { file: '0b9f2c1e-7a55-4d4e-9a4e-2f0d1c3b4a5e.webp' });
    }
    return answer(input, init);
  });
  return { ...rendered, uploads };
}

async function openNewBanner() {
  fireEvent.click(await screen.findByRole('button', { name: '배너 추가' }));
  return screen.findByRole('dialog', { name: '배너 추가' });
}

const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]') as HTMLInputElement;

describe('/admin/board/ads', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/board/ads'), 60_000);

  it('is for 관리자 only', async () => {
    const { api } = render(MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(LIST);
  });

  it('lists the community banners with their preview, link, ad flag and which one shows', async () => {
    const { api } = render();
    const table = await screen.findByRole('table', { name: '게시판 배너 목록' });
    await within(table).findByRole('img', { name: '배너 5' });
    expect(within(table).getByRole('img', { name: '배너 5' }).getAttribute('src')).toBe(
      '/upload/banner_image/event.webp',
    );
    expect(within(table).getByRole('link', { name: 'https://example.com/event' })).toBeTruthy();
    expect(within(table).getAllByText('광고 슬롯').length).toBeGreaterThan(0);
    expect(within(table).getByText('표시 중')).toBeTruthy();
    expect(paramsOf(api, LIST)).toEqual([{ type: 'community' }]);
  });

  it('turns the placement on with the 노출 switch', async () => {
    const { api } = render();
    const toggle = await screen.findByRole('switch', { name: /게시판 배너 노출/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(paramsOf(api, SHOW)).toEqual([{ type: 'community', is_show: true }]));
    expect(await screen.findByText(BANNER_MSG.shown)).toBeTruthy();
  });

  it('adds a banner: uploads and previews the image, checks the link, then saves', async () => {
    const { api, uploads } = render();
    const dialog = await openNewBanner();
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(BANNER_MSG.imageRequired)).toBeTruthy();

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'event.png', { type: 'image/png' });
    fireEvent.change(fileInput(dialog), { target: { files: [picture] } });
    const preview = await within(dialog).findByRole('img', { name: '배너 미리보기' });
    expect(preview.getAttribute('src')).toBe(
      '/upload/banner_image/0b9f2c1e-7a55-4d4e-9a4e-2f0d1c3b4a5e.webp',
    );
    expect(uploads.map((file) => file.name)).toEqual(['event.png']);

    const link = within(dialog).getByRole('textbox', { name: '링크' });
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(BANNER_MSG.linkInvalid)).toBeTruthy();
    expect(paramsOf(api, SAVE)).toEqual([]);

    fireEvent.change(link, { target: { value: '/board/list?board_group=커뮤니티&board_name=이벤트' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, SAVE)).toEqual([
        {
          type: 'community',
          banner_image: '0b9f2c1e-7a55-4d4e-9a4e-2f0d1c3b4a5e.webp',
          link: '/board/list?board_group=커뮤니티&board_name=이벤트',
          is_ads: false,
          sort_order: 20,
          starts_at: null,
          ends_at: null,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '배너 추가' })).toBeNull());
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const { uploads } = render();
    const dialog = await openNewBanner();
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    fireEvent.change(fileInput(dialog), { target: { files: [text] } });
    expect(await within(dialog).findByText(MSG.imageNotImage)).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  it('deletes a banner after confirming', async () => {
    const { api } = render();
    fireEvent.click(await screen.findByRole('button', { name: '배너 6 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '배너 삭제' });
    expect(within(dialog).getByText(BANNER_MSG.deleteConfirm)).toBeTruthy();
    expect(paramsOf(api, DELETE)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(paramsOf(api, DELETE)).toEqual([{ id: 6 }]));
  });
});
