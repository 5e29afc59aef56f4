import { useState } from 'react';
import { Anchor, Badge, Button, Group, Image, Paper, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { bannerImageUrl, type AdminBanner } from '@carddogam/contract/calls/banner-admin';
import type { AdPlacement } from '@carddogam/contract/constants';
import { BANNER_MSG } from '@carddogam/contract/messages';
import { AdminTable } from '../../../../components/admin/AdminTable';
import { QueryState } from '../../../../components/QueryState';
import { placementBannersQuery, useBannerMutations } from '../../api/banner-admin';
import { BannerFormDialog, type BannerDraft } from './BannerFormDialog';
import { RowActions } from '../../../../components/admin/RowActions';

/** The boards' placement among AD_PLACEMENTS (§3 "Ads banner setting"), the screen's own. */
const BOARD_PLACEMENT: AdPlacement = 'community';

function bannerColumns(
  firstId: number | undefined,
  actions: { edit: (b: AdminBanner) => void; remove: (b: AdminBanner) => void },
): ColumnDef<AdminBanner>[] {
  return [
    {
      accessorKey: 'banner_image',
      header: '미리보기',
      cell: ({ row }) =>
        row.original.banner_image ? (
          <Image
            src={bannerImageUrl(row.original.banner_image)}
            alt={`배너 ${row.original.id}`}
            h={46}
            w={200}
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            이미지 없음
          </Text>
        ),
    },
    {
      accessorKey: 'link',
      header: '링크',
      cell: ({ row }) =>
        row.original.link ? (
          <Anchor
            href={row.original.link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {row.original.link}
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      accessorKey: 'is_ads',
      header: '광고 슬롯',
      cell: ({ row }) => (row.original.is_ads ? <Badge color="grape">광고 슬롯</Badge> : '이미지'),
      meta: { nowrap: true, csv: (b) => (b.is_ads ? '광고 슬롯' : '이미지') },
    },
    { accessorKey: 'sort_order', header: '순서', meta: { align: 'right' } },
    {
      id: 'shown',
      header: '표시',
      cell: ({ row }) =>
        row.original.id === firstId ? (
          <Badge color="teal">표시 중</Badge>
        ) : (
          <Text size="sm" c="dimmed">
            대기
          </Text>
        ),
      meta: { nowrap: true, csv: (b) => (b.id === firstId ? '표시 중' : '대기') },
    },
    {
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          subject={`배너 ${row.original.id}`}
          actions={[
            { label: '수정', onClick: () => actions.edit(row.original) },
            { label: '삭제', color: 'red', onClick: () => actions.remove(row.original) },
          ]}
        />
      ),
    },
  ];
}

const bannerRowId = (banner: AdminBanner) => String(banner.id);

/**
 * /admin/board/ads: the 'community' placement's banners in the order the site picks them (the first one
 * is shown, §2.22) and the placement's 노출 switch. Other placements' screens (/admin/pointmall/banner)
 * show theirs with their own name.
 */
export function BoardAdsScreen({
  placement: type = BOARD_PLACEMENT,
  name = '게시판',
}: {
  placement?: AdPlacement;
  /** Where the banners show, in the switch's and the table's labels. */
  name?: string;
} = {}) {
  const placement = useQuery(placementBannersQuery(type));
  const { remove, setShow } = useBannerMutations(type);
  const [draft, setDraft] = useState<BannerDraft | null>(null);

  if (!placement.data) return <QueryState error={placement.error} onRetry={() => void placement.refetch()} />;
  const { banners, is_show } = placement.data;

  const columns = bannerColumns(banners[0]?.id, {
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
  const nextSort = banners.reduce((max, b) => Math.max(max, b.sort_order), -10) + 10;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" gap="sm">
          <Switch
            size="md"
            label={`${name} 배너 노출`}
            description={
              is_show ? `${name}에 배너가 나오고 있습니다.` : `지금은 ${name}에 배너가 나오지 않습니다.`
            }
            checked={is_show}
            disabled={setShow.isPending}
            onChange={(event) => setShow.mutate(event.currentTarget.checked)}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              setDraft({
                type,
                banner_image: '',
                link: '',
                is_ads: false,
                sort_order: Math.max(nextSort, 0),
                starts_at: null,
                ends_at: null,
              })
            }
          >
            배너 추가
          </Button>
        </Group>
      </Paper>
      <AdminTable
        label={`${name} 배너 목록`}
        columns={columns}
        data={banners}
        getRowId={bannerRowId}
        loading={placement.isFetching}
        minWidth={820}
        emptyText="등록된 배너가 없습니다"
      />
      {draft && <BannerFormDialog initial={draft} onClose={() => setDraft(null)} />}
    </Stack>
  );
}
