import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Image, Paper, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { bannerImageUrl, type AdminBanner } from '@carddogam/contract/calls/banner-admin';
import { AD_PLACEMENTS, type AdPlacement } from '@carddogam/contract/constants';
import { BANNER_MSG } from '@carddogam/contract/messages';
import { AdminTable } from '../../../components/admin/AdminTable';
import { RowActions } from '../../../components/admin/RowActions';
import { useBannerAdminMutations } from '../api/banner-admin-mutations';
import { placementBannersQuery } from '../api/banner-admin-queries';
import { bannerState, periodText } from '../lib/banner-state';
import { PLACEMENT_NAMES, placementName } from '../lib/placement-names';
import { MainBannerFormDialog, type MainBannerDraft } from './MainBannerFormDialog';
import { PlacementSwitches } from './PlacementSwitches';

const STATE_COLOURS = { '노출 중': 'teal', 대기: 'gray', '기간 외': 'orange' } as const;
const placementOptions = AD_PLACEMENTS.map((type) => ({ value: type, label: PLACEMENT_NAMES[type] }));

interface RowHandlers {
  shownId: number | undefined;
  count: number;
  moving: boolean;
  move: (banner: AdminBanner, direction: 'up' | 'down') => void;
  edit: (banner: AdminBanner) => void;
  remove: (banner: AdminBanner) => void;
}

function columns(h: RowHandlers): ColumnDef<AdminBanner>[] {
  return [
    {
      id: 'order',
      header: '순서',
      cell: ({ row }) => (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`배너 ${row.original.id} 위로`}
            disabled={h.moving || row.index === 0}
            onClick={() => h.move(row.original, 'up')}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`배너 ${row.original.id} 아래로`}
            disabled={h.moving || row.index === h.count - 1}
            onClick={() => h.move(row.original, 'down')}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Group>
      ),
      meta: { csv: (b) => b.sort_order },
    },
    {
      accessorKey: 'banner_image',
      header: '미리보기',
      cell: ({ row }) => (
        <Image
          src={bannerImageUrl(row.original.banner_image)}
          alt={`배너 ${row.original.id}`}
          h={46}
          w={200}
          fit="contain"
        />
      ),
    },
    {
      accessorKey: 'link',
      header: '링크',
      cell: ({ row }) =>
        row.original.link ? (
          <Anchor href={row.original.link} target="_blank" rel="noopener noreferrer" size="sm">
            {row.original.link}
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      id: 'period',
      header: '기간',
      cell: ({ row }) => periodText(row.original),
      meta: { nowrap: true, csv: (b) => periodText(b) },
    },
    {
      id: 'state',
      header: '상태',
      cell: ({ row }) => {
        const state = bannerState(row.original, h.shownId);
        return <Badge color={STATE_COLOURS[state]}>{state}</Badge>;
      },
      meta: { nowrap: true, csv: (b) => bannerState(b, h.shownId) },
    },
    {
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          subject={`배너 ${row.original.id}`}
          actions={[
            { label: '수정', onClick: () => h.edit(row.original) },
            { label: '삭제', color: 'red', onClick: () => h.remove(row.original) },
          ]}
        />
      ),
    },
  ];
}

/**
 * /admin/banner/main: the image banners of the chosen placement in the order the site picks them. The
 * first one inside its period is shown (§2.22); an ad slot chosen on /admin/banner/ads comes before all.
 * A screen for one placement (/admin/board/ads, /admin/pointmall/banner) fixes it with `placement`: no
 * placement select, and that placement's 노출 and 광고 슬롯 switches in its place.
 */
export function MainBannerScreen({ placement: fixed }: { placement?: AdPlacement } = {}) {
  const [chosen, setChosen] = useState<AdPlacement>('main');
  const type = fixed ?? chosen;
  const placement = useQuery(placementBannersQuery(type));
  const { remove, move } = useBannerAdminMutations();
  const [draft, setDraft] = useState<MainBannerDraft | null>(null);

  const all = placement.data?.banners ?? [];
  const images = all.filter((banner) => !banner.is_ads);
  const adSlotChosen = all.some((banner) => banner.is_ads);
  const shownId = images.find((banner) => banner.live)?.id;
  const nextSort = images.reduce((max, b) => Math.max(max, b.sort_order), -10) + 10;

  const tableColumns = columns({
    shownId: adSlotChosen ? undefined : shownId,
    count: images.length,
    moving: move.isPending,
    move: (banner, direction) => move.mutate({ id: banner.id, direction }),
    edit: (banner) => setDraft({ ...banner, type }),
    remove: (banner) =>
      modals.openConfirmModal({
        title: '배너 삭제',
        children: BANNER_MSG.deleteConfirm,
        labels: { confirm: '삭제', cancel: '취소' },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutate(banner.id),
      }),
  });

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          {fixed ? (
            placement.data && (
              <PlacementSwitches type={type} isShow={placement.data.is_show} adSlot={adSlotChosen} />
            )
          ) : (
            <Select
              label="배너 위치"
              data={placementOptions}
              value={type}
              onChange={(value) => value && setChosen(value as AdPlacement)}
              allowDeselect={false}
              w={220}
            />
          )}
          <Button
            leftSection={<IconPlus size={16} />}
            // The new banner goes after the listed ones, so the list has to be read first.
            disabled={!placement.data}
            onClick={() =>
              setDraft({
                type,
                banner_image: '',
                link: '',
                sort_order: Math.max(nextSort, 0),
                starts_at: null,
                ends_at: null,
              })
            }
          >
            배너 추가
          </Button>
        </Group>
        {!fixed && placement.data && (
          <Text size="sm" c="dimmed" mt="xs">
            {placement.data.is_show ? '노출 켜짐' : '노출 꺼짐'}
            {adSlotChosen ? ' · 광고 슬롯이 선택되어 이미지 배너 대신 광고가 나옵니다' : ''} (광고 설정에서
            바꿀 수 있습니다)
          </Text>
        )}
      </Paper>
      <AdminTable
        label={`${placementName(type)} 배너 목록`}
        columns={tableColumns}
        data={placement.data ? images : undefined}
        error={placement.error}
        onRetry={() => void placement.refetch()}
        getRowId={(banner) => String(banner.id)}
        loading={placement.isFetching}
        minWidth={860}
        emptyText="등록된 배너가 없습니다"
      />
      {draft && <MainBannerFormDialog initial={draft} onClose={() => setDraft(null)} />}
    </Stack>
  );
}
