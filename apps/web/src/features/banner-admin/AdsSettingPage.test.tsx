import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANNER_ADMIN_MSG } from '@carddogam/contract/calls/banner-admin';
import { AD_PLACEMENTS } from '@carddogam/contract/constants';
import { BANNER_MSG } from '@carddogam/contract/messages';
import { preloadRoutes } from '../../test/render-app';
import { paramsOf, renderBannerAdmin } from './banner-admin.fixture';

const PLACEMENTS = '/api/admin/banner/placements';
const SHOW = '/api/admin/banner/show';
const AD_SLOT = '/api/admin/banner/ad_slot';

const answers = {
  [PLACEMENTS]: AD_PLACEMENTS.map((type) => ({
    type,
    is_show: type === 'main',
    is_ads: false,
    live_images: type === 'main' ? 1 : 0,
    images: type === 'main' ? 2 : 0,
  })),
  [SHOW]: (p: unknown) => p,
  [AD_SLOT]: (p: unknown) => p,
};

describe('/admin/banner/ads', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/banner/ads'), 60_000);

  it('lists every placement with its switches and turns the card ranking ad slot and display on', async () => {
    const { api } = renderBannerAdmin('/admin/banner/ads', answers);
    const table = await screen.findByRole('table', { name: '광고 설정' });
    expect(await within(table).findByText('기간 안 1 / 전체 2')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(AD_PLACEMENTS.length + 1);
    expect((within(table).getByRole('switch', { name: '메인 화면 노출' }) as HTMLInputElement).checked).toBe(
      true,
    );

    fireEvent.click(within(table).getByRole('switch', { name: '카드 랭킹 광고 슬롯' }));
    await waitFor(() => expect(paramsOf(api, AD_SLOT)).toEqual([{ type: 'card_ranking', is_ads: true }]));
    expect(await screen.findByText(BANNER_ADMIN_MSG.adSlotOn)).toBeTruthy();

    fireEvent.click(within(table).getByRole('switch', { name: '카드 랭킹 노출' }));
    await waitFor(() => expect(paramsOf(api, SHOW)).toEqual([{ type: 'card_ranking', is_show: true }]));
    expect(await screen.findByText(BANNER_MSG.shown)).toBeTruthy();
    // The list is read again after each change.
    await waitFor(() => expect(paramsOf(api, PLACEMENTS).length).toBeGreaterThanOrEqual(3));
  });
});
