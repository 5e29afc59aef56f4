import { Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { PlacementSetting } from '@carddogam/contract/calls/banner-admin';
import type { AdPlacement } from '@carddogam/contract/constants';
import { AdminTable } from '../../../components/admin/AdminTable';
import { useBannerAdminMutations } from '../api/banner-admin-mutations';
import { placementSettingsQuery } from '../api/banner-admin-queries';
import { placementName } from '../lib/placement-names';

type Toggle = (type: AdPlacement, on: boolean) => void;

function columns(busy: boolean, setShow: Toggle, setAdSlot: Toggle): ColumnDef<PlacementSetting>[] {
  return [
    {
      id: 'name',
      header: '위치',
      cell: ({ row }) => (
        <Text size="sm" fw={500}>
          {placementName(row.original.type)}{' '}
          <Text span size="xs" c="dimmed">
            {row.original.type}
          </Text>
        </Text>
      ),
      meta: { csv: (p) => p.type },
    },
    {
      accessorKey: 'is_show',
      header: '노출',
      cell: ({ row }) => (
        <Switch
          aria-label={`${placementName(row.original.type)} 노출`}
          checked={row.original.is_show}
          disabled={busy}
          onChange={(event) => setShow(row.original.type as AdPlacement, event.currentTarget.checked)}
        />
      ),
      meta: { csv: (p) => (p.is_show ? '켜짐' : '꺼짐') },
    },
    {
      accessorKey: 'is_ads',
      header: '광고 슬롯',
      cell: ({ row }) => (
        <Switch
          aria-label={`${placementName(row.original.type)} 광고 슬롯`}
          checked={row.original.is_ads}
          disabled={busy}
          onChange={(event) => setAdSlot(row.original.type as AdPlacement, event.currentTarget.checked)}
        />
      ),
      meta: { csv: (p) => (p.is_ads ? '광고 슬롯' : '이미지 배너') },
    },
    {
      id: 'images',
      header: '이미지 배너',
      cell: ({ row }) => `기간 안 ${row.original.live_images} / 전체 ${row.original.images}`,
      meta: { nowrap: true, csv: (p) => `${p.live_images}/${p.images}` },
    },
  ];
}

/**
 * /admin/banner/ads: per placement, whether it shows anything (ads_setting.is_show) and whether it shows
 * the ad network's slot instead of its image banners (is_ads). Pages read both on their next load.
 */
export function AdsSettingScreen() {
  const settings = useQuery(placementSettingsQuery);
  const { setShow, setAdSlot } = useBannerAdminMutations();
  const busy = setShow.isPending || setAdSlot.isPending;
  return (
    <AdminTable
      label="광고 설정"
      columns={columns(
        busy,
        (type, on) => setShow.mutate({ type, is_show: on }),
        (type, on) => setAdSlot.mutate({ type, is_ads: on }),
      )}
      data={settings.data}
      error={settings.error}
      onRetry={() => void settings.refetch()}
      getRowId={(p) => p.type}
      loading={settings.isFetching}
      minWidth={640}
      toolbar={
        <Text size="sm" c="dimmed">
          광고 슬롯을 켜면 그 위치에 이미지 배너 대신 광고 네트워크의 광고가 나옵니다.
        </Text>
      }
    />
  );
}
