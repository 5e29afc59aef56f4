import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { TRADE_NOTICE_MSG, type AdminTradeNotice } from '@carddogam/contract/calls/trade-notice';
import { AdminTable } from '../../../components/admin/AdminTable';
import { RowActions } from '../../../components/admin/RowActions';
import { formatDateTime } from '../../../lib/format';
import { useTradeNoticeMutations } from '../api/trade-notice-mutations';
import { adminTradeNoticesQuery } from '../api/trade-notice-queries';
import { NoticeFormDialog, type NoticeDraft } from './NoticeFormDialog';

const EMPTY: NoticeDraft = { title: '', content: '', is_show: true, pinned: false };

function columns(edit: (n: AdminTradeNotice) => void, remove: (n: AdminTradeNotice) => void) {
  const list: ColumnDef<AdminTradeNotice>[] = [
    {
      accessorKey: 'title',
      header: '제목',
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          {row.original.pinned && <Badge color="red">고정</Badge>}
          <Text size="sm" fw={500} lineClamp={1}>
            {row.original.title}
          </Text>
        </Group>
      ),
    },
    {
      accessorKey: 'is_show',
      header: '노출',
      cell: ({ row }) =>
        row.original.is_show ? <Badge color="teal">노출</Badge> : <Badge color="gray">숨김</Badge>,
      meta: { nowrap: true, csv: (n) => (n.is_show ? '노출' : '숨김') },
    },
    { accessorKey: 'nickname', header: '작성자', meta: { nowrap: true } },
    {
      accessorKey: 'created',
      header: '작성일',
      cell: ({ row }) => formatDateTime(row.original.created),
      meta: { nowrap: true },
    },
    {
      accessorKey: 'updated',
      header: '수정일',
      cell: ({ row }) => (row.original.updated ? formatDateTime(row.original.updated) : '-'),
      meta: { nowrap: true },
    },
    {
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          subject={row.original.title}
          actions={[
            { label: '수정', onClick: () => edit(row.original) },
            { label: '삭제', color: 'red', onClick: () => remove(row.original) },
          ]}
        />
      ),
    },
  ];
  return list;
}

/** /admin/trade/notice: the trade pages' notices, pinned first then the newest, as the pages show them. */
export function TradeNoticeScreen() {
  const notices = useQuery(adminTradeNoticesQuery);
  const { remove } = useTradeNoticeMutations();
  const [draft, setDraft] = useState<NoticeDraft | null>(null);
  return (
    <>
      <AdminTable
        label="거래 공지 목록"
        columns={columns(
          (n) =>
            setDraft({ id: n.id, title: n.title, content: n.content, is_show: n.is_show, pinned: n.pinned }),
          (n) =>
            modals.openConfirmModal({
              title: '공지 삭제',
              children: TRADE_NOTICE_MSG.deleteConfirm,
              labels: { confirm: '삭제', cancel: '취소' },
              confirmProps: { color: 'red' },
              onConfirm: () => remove.mutate(n.id),
            }),
        )}
        data={notices.data}
        error={notices.error}
        onRetry={() => void notices.refetch()}
        getRowId={(n) => String(n.id)}
        loading={notices.isFetching}
        minWidth={760}
        emptyText="등록된 공지가 없습니다"
        toolbar={
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setDraft(EMPTY)}>
            공지 작성
          </Button>
        }
      />
      {draft && <NoticeFormDialog initial={draft} onClose={() => setDraft(null)} />}
    </>
  );
}
