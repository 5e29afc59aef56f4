import type { AdPlacement } from '@carddogam/contract/constants';

/** Ad-network slots come in these widths; anything else uses the default slot (§2.22). */
export const AD_SLOT_WIDTHS = [360, 830, 200] as const;
export type AdSlotWidth = (typeof AD_SLOT_WIDTHS)[number] | 'default';

export function adSlotWidth(width: number | undefined): AdSlotWidth {
  return AD_SLOT_WIDTHS.find((slot) => slot === width) ?? 'default';
}

/** Fixed banner sizes of §9; other placements take the width of their container. */
export const BANNER_SIZES: Partial<Record<AdPlacement, { width: number; height: number }>> = {
  card_search_detail: { width: 360, height: 46 },
  card_ranking: { width: 360, height: 46 },
};
