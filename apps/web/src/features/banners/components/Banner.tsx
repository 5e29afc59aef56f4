import { Anchor, Box, Image } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdPlacement } from '@carddogam/contract/constants';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { bannerQuery } from '../api/banner-queries';
import { useAdsSettings } from './ads-settings';
import { AdSlot } from './AdSlot';
import { adSlotWidth, BANNER_SIZES } from '../lib/banner-size';

/**
 * A banner placement (§2.22): nothing unless the ads settings show it; then the first banner of the
 * placement, either an ad-network slot or an own image banner that opens its link in a new tab.
 */
export function Banner({ placement }: { placement: AdPlacement }) {
  const shown = useAdsSettings().isShown(placement);
  const { data } = useQuery({ ...bannerQuery(placement), enabled: shown });
  const isMobile = useIsMobile();
  const banner = data?.[0];
  if (!shown || !banner) return null;

  const size = BANNER_SIZES[placement];
  if (banner.is_ads) return <AdSlot placement={placement} width={adSlotWidth(size?.width)} />;

  // Fixed-size placements fill the width on mobile and keep their proportions (46/360 of the viewport).
  const boxStyle = size
    ? isMobile
      ? { width: '100%', aspectRatio: `${size.width} / ${size.height}` }
      : { width: size.width, height: size.height }
    : { width: '100%' };

  const image = (
    <Image
      src={`/upload/banner_image/${encodeURIComponent(banner.banner_image)}`}
      alt="배너"
      h="100%"
      w="100%"
      fit={size ? 'cover' : 'contain'}
    />
  );
  const link = safeLink(banner.link);
  return (
    <Box data-banner={placement} style={boxStyle}>
      {link ? (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" display="block" h="100%">
          {image}
        </Anchor>
      ) : (
        image
      )}
    </Box>
  );
}

/** Banner links are typed in by staff; only web addresses become links, never `javascript:` and the like. */
export function safeLink(link: string): string | null {
  const trimmed = link.trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(trimmed) ? trimmed : null;
}
