import type { AdminBanner } from '@carddogam/contract/calls/banner-admin';

/** '2026-01-01 ~ 2026-01-31', with '상시' for open ends. */
export function periodText(banner: Pick<AdminBanner, 'starts_at' | 'ends_at'>): string {
  if (!banner.starts_at && !banner.ends_at) return '상시';
  return `${banner.starts_at ?? '처음부터'} ~ ${banner.ends_at ?? '계속'}`;
}

/**
 * What a row means for the site: the first banner inside its period is what the placement shows; the
 * others wait their turn or are outside their period.
 */
export function bannerState(
  banner: AdminBanner,
  shownId: number | undefined,
): '노출 중' | '대기' | '기간 외' {
  if (!banner.live) return '기간 외';
  return banner.id === shownId ? '노출 중' : '대기';
}
