/** Every answer of the banner back office sits under 'banner-admin'. */
export const bannerAdminKeys = {
  all: ['banner-admin'] as const,
  placement: (type: string) => ['banner-admin', 'placement', type] as const,
  placements: ['banner-admin', 'placements'] as const,
};
