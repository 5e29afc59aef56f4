import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { GroupOverrideRow } from '@carddogam/contract/calls/trade-admin';
import { NATIONS, NATION_TAB_LABEL, type Nation } from '@carddogam/contract/constants';
import type { ColumnDef } from '@tanstack/react-table';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { errorMessage } from '../../lib/error-message';
import { SiteAdminLayout } from '../site-admin';
import { useGroupWrite } from './api/trade-admin-mutations';
import { groupQuery, OVERRIDE_PAGE_SIZE, overridesQuery } from './api/trade-admin-queries';
import { GroupMembersTable } from './components/GroupMembersTable';

/**
 * /admin/trade/group (관리자): look up a card, see the cards its statistics read, and merge its group with
 * another card's, split it off, or put it back on the automatic grouping of §2.13.
 */
export default function TradeGroupPage() {
  return (
    <SiteAdminLayout group="trade" title="거래 그룹">
      {() => (
        <Stack gap="xl">
          <GroupEditor />
          <OverrideList />
        </Stack>
      )}
    </SiteAdminLayout>
  );
}

function GroupEditor() {
  const [nation, setNation] = useState<Nation>('kr');
  const [input, setInput] = useState('');
  const [cardId, setCardId] = useState('');
  const [withId, setWithId] = useState('');
  const [memo, setMemo] = useState('');
  const group = useQuery(groupQuery(nation, cardId));
  const write = useGroupWrite();
  const card = group.data?.card;

  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setCardId(input.trim());
        }}
      >
        <Group align="flex-end">
          <Select
            label="언어"
            w={100}
            data={NATIONS.map((n) => ({ value: n, label: NATION_TAB_LABEL[n] }))}
            value={nation}
            onChange={(v) => v && setNation(v as Nation)}
            allowDeselect={false}
          />
          <TextInput
            label="카드 ID"
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            w={220}
          />
          <Button type="submit" variant="default">
            찾기
          </Button>
        </Group>
      </form>
      {group.isError && <Alert color="red">{errorMessage(group.error)}</Alert>}
      {card && group.data && (
        <Stack gap="sm">
          <Title order={4}>
            {card.name ?? card.card_id} ({card.card_id}) — {card.group_key ? '수동 그룹' : '자동 그룹'}
          </Title>
          <Text size="sm" c="dimmed">
            이 카드의 시세는 아래 카드 {group.data.members.length}장의 거래 가격으로 계산됩니다.
          </Text>
          <GroupMembersTable members={group.data.members} current={card.card_id} />
          <TextInput
            label="메모"
            value={memo}
            onChange={(e) => setMemo(e.currentTarget.value)}
            maxLength={500}
          />
          <Group align="flex-end">
            <TextInput
              label="합칠 카드 ID"
              value={withId}
              onChange={(e) => setWithId(e.currentTarget.value)}
              w={220}
            />
            <Button
              disabled={!withId.trim()}
              loading={write.isPending}
              onClick={() =>
                write.mutate(
                  { kind: 'merge', nation, cardId: card.card_id, withCardId: withId.trim(), memo },
                  { onSuccess: () => setWithId('') },
                )
              }
            >
              그룹 합치기
            </Button>
            <Button
              variant="light"
              loading={write.isPending}
              onClick={() => write.mutate({ kind: 'split', nation, cardId: card.card_id, memo })}
            >
              이 카드만 분리
            </Button>
            <Button
              variant="default"
              disabled={!card.group_key}
              loading={write.isPending}
              onClick={() => write.mutate({ kind: 'reset', nation, cardId: card.card_id })}
            >
              자동 그룹으로
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

const OVERRIDE_COLUMNS: ColumnDef<GroupOverrideRow>[] = [
  {
    id: 'card_nation',
    header: '언어',
    accessorFn: (r) => NATION_TAB_LABEL[r.card_nation as Nation] ?? r.card_nation,
    meta: { nowrap: true },
  },
  { id: 'card_id', header: '카드 ID', accessorKey: 'card_id', meta: { nowrap: true } },
  { id: 'name', header: '이름', accessorFn: (r) => r.name ?? '-' },
  { id: 'group_key', header: '그룹', accessorFn: (r) => r.group_key.slice(-8), meta: { nowrap: true } },
  { id: 'size', header: '카드 수', accessorKey: 'size', meta: { align: 'right' } },
  { id: 'memo', header: '메모', accessorKey: 'memo' },
  { id: 'user_id', header: '지정한 관리자', accessorKey: 'user_id' },
  { id: 'created', header: '지정일', accessorKey: 'created', meta: { nowrap: true } },
];

/** Every card with a hand-made group, the cards of one group side by side. */
function OverrideList() {
  const [page, setPage] = useState(1);
  const list = useQuery(overridesQuery(page));
  return (
    <AdminTable
      label="수동 그룹 목록"
      columns={OVERRIDE_COLUMNS}
      getRowId={(r) => `${r.card_nation}:${r.card_id}`}
      {...pagedTableProps(list, { page, pageSize: OVERRIDE_PAGE_SIZE, onPageChange: setPage })}
      emptyText="수동으로 지정한 그룹이 없습니다"
    />
  );
}
