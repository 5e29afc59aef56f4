/** Every banner answer is cached under 'banners'. */
export const bannerKeys = {
  all: ['banners'] as const,
  placement: (placement: string) => ['banners', 'placement', placement] as const,
  adsSettings: ['banners', 'ads-settings'] as const,
};
