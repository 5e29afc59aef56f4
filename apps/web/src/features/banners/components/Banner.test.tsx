import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AdsSettingsProvider } from './ads-settings';
import { Banner, safeLink } from './Banner';
import { renderWithProviders } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';

const SETTINGS = '/api/check/ads_banner';
const BANNERS = '/api/admin/main/banner/import';

function renderBanner() {
  return renderWithProviders(
    <AdsSettingsProvider>
      <p>페이지</p>
      <Banner placement="card_ranking" />
    </AdsSettingsProvider>,
  );
}

describe('Banner', () => {
  it('shows the first image banner of an enabled placement, opening its link in a new tab', async () => {
    const api = fakeApi({
      [SETTINGS]: [{ type: 'card_ranking', is_show: 1 }],
      [BANNERS]: [
        { banner_image: 'rank.webp', link: 'https://example.com/event', is_ads: false },
        { banner_image: 'second.webp', link: 'https://example.com/2', is_ads: false },
      ],
    });
    renderBanner();

    const image = await screen.findByRole('img', { name: '배너' });
    expect(image.getAttribute('src')).toBe('/upload/banner_image/rank.webp');
    const link = image.closest('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/event');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(api.calls.find((call) => call.path === BANNERS)?.params).toEqual({ type: 'card_ranking' });
  });

  it('renders an ad-network slot of the placement width when the banner is an ad', async () => {
    fakeApi({
      [SETTINGS]: [{ type: 'card_ranking', is_show: 1 }],
      [BANNERS]: [{ banner_image: '', link: '', is_ads: true }],
    });
    const { container } = renderBanner();

    await waitFor(() => expect(container.querySelector('[data-ad-slot="card_ranking"]')).not.toBeNull());
    expect(container.querySelector('[data-ad-slot]')!.getAttribute('data-ad-width')).toBe('360');
  });

  it('shows nothing and asks for no banner when the placement is switched off', async () => {
    const api = fakeApi({
      [SETTINGS]: [{ type: 'card_ranking', is_show: 0 }],
      [BANNERS]: [{ banner_image: 'rank.webp', link: 'https://example.com', is_ads: false }],
    });
    const { container } = renderBanner();

    await waitFor(() => expect(api.pathsCalled()).toContain(SETTINGS));
    expect(screen.getByText('페이지')).toBeTruthy();
    expect(container.querySelector('[data-banner]')).toBeNull();
    expect(api.pathsCalled()).not.toContain(BANNERS);
  });
});

describe('safeLink', () => {
  it('keeps web addresses and site paths only', () => {
    expect(safeLink('https://example.com')).toBe('https://example.com');
    expect(safeLink('/rank')).toBe('/rank');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('//evil.example')).toBeNull();
    expect(safeLink('')).toBeNull();
  });
});
