import { describe, expect, it } from 'vitest';
import type { AdminBanner } from '@carddogam/contract/calls/banner-admin';
import { bannerState, periodText } from './banner-state';

const banner = (fields: Partial<AdminBanner>): AdminBanner => ({
  id: 1,
  type: 'main',
  banner_image: 'a.webp',
  link: '',
  is_ads: false,
  sort_order: 0,
  starts_at: null,
  ends_at: null,
  live: true,
  ...fields,
});

describe('banner state', () => {
  it('names the period with open ends', () => {
    expect(periodText(banner({}))).toBe('상시');
    expect(periodText(banner({ starts_at: '2026-01-01' }))).toBe('2026-01-01 ~ 계속');
    expect(periodText(banner({ ends_at: '2026-01-31' }))).toBe('처음부터 ~ 2026-01-31');
  });

  it('shows the first live banner, and says which ones are outside their period', () => {
    expect(bannerState(banner({ id: 1 }), 1)).toBe('노출 중');
    expect(bannerState(banner({ id: 2 }), 1)).toBe('대기');
    expect(bannerState(banner({ id: 1, live: false }), 1)).toBe('기간 외');
  });
});
