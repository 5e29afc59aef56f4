import { useMemo, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { showError, showSuccess } from '../../lib/toast';
import { LeagueAdminLayout } from '../official-league-admin';
import { useDecideApply } from './api/league-admin-mutations';
import { APPLY_PAGE_SIZE, applyListQuery } from './api/league-admin-queries';
import { applyColumns, type Application } from './components/apply-columns';
import { RefuseDialog } from './components/RefuseDialog';

const STATUSES = ['접수', '승인', '거절', '전체'] as const;
type Status = (typeof STATUSES)[number];
interface Filter {
  status: Status;
  text: string;
  page: number;
}

/**
 * /admin/league/uid_apply: members apply with their PTCGL name and player ID; the community's moderators
 * approve (the member may then enter tournaments) or refuse with a reason.
 */
export default function UidApplyPage() {
  return (
    <LeagueAdminLayout title="UID 신청" access="moderator">
      {() => <ApplyQueue />}
    </LeagueAdminLayout>
  );
}

const rowId = (a: Application) => String(a.id);

function ApplyQueue() {
  const [filter, setFilter] = useState<Filter>({ status: '접수', text: '', page: 1 });
  const [words, setWords] = useState('');
  const [refusing, setRefusing] = useState<Application | null>(null);
  const list = useQuery(
    applyListQuery({ status: filter.status, text: filter.text, page: filter.page, size: APPLY_PAGE_SIZE }),
  );
  const decide = useDecideApply();
  const columns = useMemo(
    () =>
      applyColumns({
        approve: (a) =>
          modals.openConfirmModal({
            title: '참가 신청 승인',
            children: (
              <Text size="sm">
                {a.member.nickname}({a.member.user_id}) 회원을 &apos;{a.ptcgl_name}&apos;({a.ptcgl_uid}) 리그
                플레이어로 승인합니다.
              </Text>
            ),
            labels: { confirm: '승인', cancel: '취소' },
            confirmProps: { color: 'teal' },
            onConfirm: () =>
              decide.mutate(
                { id: a.id, approve: true },
                { onSuccess: ({ message }) => showSuccess(message), onError: showError },
              ),
          }),
        refuse: setRefusing,
      }),
    [decide],
  );

  const toolbar = (
    <Group gap="xs" wrap="wrap">
      <SegmentedControl
        aria-label="신청 상태"
        value={filter.status}
        data={[...STATUSES]}
        onChange={(status) => setFilter({ ...filter, status: status as Status, page: 1 })}
      />
      <Group
        component="form"
        gap={4}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...filter, text: words.trim(), page: 1 });
        }}
      >
        <TextInput
          aria-label="회원, PTCGL 이름 또는 ID"
          placeholder="회원, PTCGL 이름 또는 ID"
          size="xs"
          maxLength={60}
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
        />
        <Button type="submit" size="xs" variant="default">
          검색
        </Button>
      </Group>
    </Group>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        온라인 리그 참가 신청입니다. 승인된 회원만 대회에 덱을 등록할 수 있고, PTCGL 플레이어 ID 하나는 한
        회원만 쓸 수 있습니다.
      </Text>
      <AdminTable
        label="리그 참가 신청"
        columns={columns}
        getRowId={rowId}
        toolbar={toolbar}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: APPLY_PAGE_SIZE,
          onPageChange: (page) => setFilter({ ...filter, page }),
        })}
        minWidth={960}
        emptyText="조건에 맞는 신청이 없습니다"
      />
      <RefuseDialog application={refusing} onClose={() => setRefusing(null)} />
    </Stack>
  );
}
