import { Group, Switch } from '@mantine/core';
import type { AdPlacement } from '@carddogam/contract/constants';
import { useBannerAdminMutations } from '../api/banner-admin-mutations';
import { placementName } from '../lib/placement-names';

/**
 * One placement's two switches of /admin/banner/ads, for a screen that manages that placement alone
 * (/admin/board/ads, /admin/pointmall/banner): whether it shows at all, and whether the ad network's slot
 * comes instead of its image banners.
 */
export function PlacementSwitches({
  type,
  isShow,
  adSlot,
}: {
  type: AdPlacement;
  isShow: boolean;
  adSlot: boolean;
}) {
  const { setShow, setAdSlot } = useBannerAdminMutations();
  const busy = setShow.isPending || setAdSlot.isPending;
  const name = placementName(type);
  return (
    <Group gap="xl" align="flex-start">
      <Switch
        label={`${name} 노출`}
        description={isShow ? '배너가 나오고 있습니다.' : '지금은 배너가 나오지 않습니다.'}
        checked={isShow}
        disabled={busy}
        onChange={(event) => setShow.mutate({ type, is_show: event.currentTarget.checked })}
      />
      <Switch
        label={`${name} 광고 슬롯`}
        description="켜면 이미지 배너 대신 광고 네트워크의 광고가 나옵니다."
        checked={adSlot}
        disabled={busy}
        onChange={(event) => setAdSlot.mutate({ type, is_ads: event.currentTarget.checked })}
      />
    </Group>
  );
}
