import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANNER_ADMIN_MSG } from '@carddogam/contract/calls/banner-admin';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { MANAGER, paramsOf, renderBannerAdmin } from './banner-admin.fixture';

const LIST = '/api/admin/banner/list';
const SAVE = '/api/admin/banner/save';
const MOVE = '/api/admin/banner/move';

const banner = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  type: 'main',
  banner_image: `b${id}.webp`,
  link: `/event/${id}`,
  is_ads: false,
  sort_order: id * 10,
  starts_at: null,
  ends_at: null,
  live: true,
  ...fields,
});

const answers = {
  [LIST]: (p: { type: string }) => ({
    type: p.type,
    is_show: true,
    banners: [
      banner(1, { starts_at: '2020-01-01', ends_at: '2020-01-31', live: false }),
      banner(2),
      banner(3, { starts_at: '2026-01-01' }),
    ],
  }),
  [SAVE]: { id: 9 },
  [MOVE]: (p: { id: number }) => ({ id: p.id }),
};

describe('/admin/banner/main', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/banner/main'), 60_000);

  it('is for 관리자 only', async () => {
    const { api } = renderBannerAdmin('/admin/banner/main', answers, MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(LIST);
  });

  it('lists the placement banners with their period and state, and moves one', async () => {
    const { api } = renderBannerAdmin('/admin/banner/main', answers);
    const table = await screen.findByRole('table', { name: '메인 화면 배너 목록' });
    await within(table).findByRole('img', { name: '배너 2' });
    expect(within(table).getByText('2020-01-01 ~ 2020-01-31')).toBeTruthy();
    expect(within(table).getByText('기간 외')).toBeTruthy();
    // The first banner inside its period is the one the page shows.
    expect(within(table).getByText('노출 중')).toBeTruthy();
    expect(within(table).getByText('2026-01-01 ~ 계속')).toBeTruthy();
    expect(paramsOf(api, LIST)).toEqual([{ type: 'main' }]);

    expect((within(table).getByRole('button', { name: '배너 1 위로' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(table).getByRole('button', { name: '배너 3 위로' }));
    await waitFor(() => expect(paramsOf(api, MOVE)).toEqual([{ id: 3, direction: 'up' }]));
  });

  it('adds a banner with a period, refusing one that ends before it starts', async () => {
    const { api } = renderBannerAdmin('/admin/banner/main', {
      ...answers,
      [LIST]: { type: 'main', is_show: true, banners: [] },
    });
    const add = (await screen.findByRole('button', { name: '배너 추가' })) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: '메인 화면 배너 추가' });
    // An image the upload stored earlier (the upload itself is the board screen's test).
    fireEvent.change(within(dialog).getByLabelText('시작일'), { target: { value: '2026-12-10' } });
    fireEvent.change(within(dialog).getByLabelText('종료일'), { target: { value: '2026-12-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('배너 이미지를 올려주세요.')).toBeTruthy();
    expect(within(dialog).getByText(BANNER_ADMIN_MSG.periodOrder)).toBeTruthy();
    expect(paramsOf(api, SAVE)).toEqual([]);
  });

  it('switches the placement with the select', async () => {
    const { api } = renderBannerAdmin('/admin/banner/main', answers);
    await screen.findByRole('table', { name: '메인 화면 배너 목록' });
    fireEvent.click(screen.getByRole('combobox', { name: '배너 위치' }));
    fireEvent.click(await screen.findByRole('option', { name: '카드 랭킹', hidden: true }));
    expect(await screen.findByRole('table', { name: '카드 랭킹 배너 목록' })).toBeTruthy();
    expect(paramsOf(api, LIST)).toContainEqual({ type: 'card_ranking' });
  });
});
