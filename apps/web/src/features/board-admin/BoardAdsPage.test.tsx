import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANNER_ADMIN_MSG, BANNER_IMAGE_UPLOAD_PATH } from '@carddogam/contract/calls/banner-admin';
import { BANNER_MSG, MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { jsonResponse } from '../../test/fake-api';
import { preloadRoutes } from '../../test/render-app';
import { MANAGER, paramsOf, renderBoardAdmin } from './board-admin.fixture';

const LIST = '/api/admin/banner/list';
const SAVE = '/api/admin/banner/save';
const SHOW = '/api/admin/banner/show';
const DELETE = '/api/admin/banner/delete';
const AD_SLOT = '/api/admin/banner/ad_slot';

const banner = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  type: 'community',
  banner_image: `b${id}.webp`,
  link: '',
  is_ads: false,
  sort_order: id * 10,
  starts_at: null,
  ends_at: null,
  live: true,
  ...fields,
});

/** Switched off, with the ad-network slot chosen (the server keeps it as a banner row marked is_ads). */
const BANNERS = {
  type: 'community',
  is_show: false,
  banners: [
    banner(6, { banner_image: '', is_ads: true, sort_order: 0 }),
    banner(5, { banner_image: 'event.webp', link: 'https://example.com/event', sort_order: 0 }),
    banner(7, { starts_at: '2020-01-01', ends_at: '2020-01-31', live: false }),
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
      [AD_SLOT]: (p: unknown) => p,
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
  const add = (await screen.findByRole('button', { name: '배너 추가' })) as HTMLButtonElement;
  // Enabled once the list is read: the new banner's order goes after the listed ones.
  await waitFor(() => expect(add.disabled).toBe(false));
  fireEvent.click(add);
  return screen.findByRole('dialog', { name: '커뮤니티 게시판 배너 추가' });
}

const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]') as HTMLInputElement;

describe('/admin/board/ads', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/board/ads'), 60_000);

  it('is for 관리자 only', async () => {
    const { api } = render(MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(LIST);
  });

  it('lists the community image banners with their preview, link and state, without a placement select', async () => {
    const { api } = render();
    const table = await screen.findByRole('table', { name: '커뮤니티 게시판 배너 목록' });
    await within(table).findByRole('img', { name: '배너 5' });
    expect(within(table).getByRole('img', { name: '배너 5' }).getAttribute('src')).toBe(
      '/upload/banner_image/event.webp',
    );
    expect(within(table).getByRole('link', { name: 'https://example.com/event' })).toBeTruthy();
    // The ad slot is the switch, not a row; while it is chosen no image banner is the one shown.
    expect(within(table).queryByRole('img', { name: '배너 6' })).toBeNull();
    expect(within(table).getByText('대기')).toBeTruthy();
    expect(within(table).getByText('기간 외')).toBeTruthy();
    expect(within(table).getByText('2020-01-01 ~ 2020-01-31')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '배너 위치' })).toBeNull();
    expect(paramsOf(api, LIST)).toEqual([{ type: 'community' }]);
  });

  it('turns the placement on with the 노출 switch and goes back to image banners with the ad-slot one', async () => {
    const { api } = render();
    const show = await screen.findByRole('switch', { name: /^커뮤니티 게시판 노출/ });
    expect((show as HTMLInputElement).checked).toBe(false);
    fireEvent.click(show);
    await waitFor(() => expect(paramsOf(api, SHOW)).toEqual([{ type: 'community', is_show: true }]));
    expect(await screen.findByText(BANNER_MSG.shown)).toBeTruthy();

    const adSlot = screen.getByRole('switch', { name: /^커뮤니티 게시판 광고 슬롯/ });
    expect((adSlot as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((adSlot as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(adSlot);
    await waitFor(() => expect(paramsOf(api, AD_SLOT)).toEqual([{ type: 'community', is_ads: false }]));
    expect(await screen.findByText(BANNER_ADMIN_MSG.adSlotOff)).toBeTruthy();
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
          sort_order: 80,
          starts_at: null,
          ends_at: null,
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '커뮤니티 게시판 배너 추가' })).toBeNull(),
    );
  });

  it('edits a banner, keeping its image and order', async () => {
    const { api } = render();
    fireEvent.click(await screen.findByRole('button', { name: '배너 5 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '커뮤니티 게시판 배너 수정' });
    const link = within(dialog).getByRole('textbox', { name: '링크' });
    expect((link as HTMLInputElement).value).toBe('https://example.com/event');
    fireEvent.change(link, { target: { value: '/event/5' } });
    fireEvent.change(within(dialog).getByLabelText('종료일'), { target: { value: '2026-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, SAVE)).toEqual([
        {
          id: 5,
          type: 'community',
          banner_image: 'event.webp',
          link: '/event/5',
          is_ads: false,
          sort_order: 0,
          starts_at: null,
          ends_at: '2026-12-31',
        },
      ]),
    );
    expect(await screen.findByText(BANNER_MSG.saved)).toBeTruthy();
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
    fireEvent.click(await screen.findByRole('button', { name: '배너 5 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '배너 삭제' });
    expect(within(dialog).getByText(BANNER_MSG.deleteConfirm)).toBeTruthy();
    expect(paramsOf(api, DELETE)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(paramsOf(api, DELETE)).toEqual([{ id: 5 }]));
  });
});
