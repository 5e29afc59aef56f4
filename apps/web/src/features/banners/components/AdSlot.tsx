import { Box } from '@mantine/core';
import type { AdSlotWidth } from '../lib/banner-size';

/**
 * The box an ad-network script fills. The network's script tag is added by the deployment, which finds
 * the slots by their data attributes.
 */
export function AdSlot({ placement, width }: { placement: string; width: AdSlotWidth }) {
  return (
    <Box
      data-ad-slot={placement}
      data-ad-width={width}
      aria-hidden="true"
      w={width === 'default' ? '100%' : width}
      maw="100%"
      mih={46}
    />
  );
}
