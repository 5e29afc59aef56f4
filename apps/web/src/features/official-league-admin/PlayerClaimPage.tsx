import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { useDecideClaim } from './api/decision-mutations';
import type { QueueFilter } from './api/keys';
import { claimsQuery, QUEUE_PAGE_SIZE } from './api/league-admin-queries';
import { claimColumns, type Claim } from './components/claim-columns';
import { LeagueAdminLayout } from './components/LeagueAdminLayout';
import { StatusFilter } from './components/StatusFilter';

/**
 * /admin/league/player_claim: members ask to have a player name of the standings linked to them; staff
 * confirm (the name's results then show on the member's page) or refuse.
 */
export default function PlayerClaimPage() {
  return (
    <LeagueAdminLayout title="선수 인증" access="staff">
      {() => <ClaimQueue />}
    </LeagueAdminLayout>
  );
}

const FIRST: QueueFilter = { status: '접수', page: 1 };
const rowId = (claim: Claim) => String(claim.id);

function ClaimQueue() {
  const [filter, setFilter] = useState<QueueFilter>(FIRST);
  const list = useQuery(claimsQuery(filter));
  const decide = useDecideClaim();
  const columns = useMemo(
    () =>
      claimColumns((claim, approve) =>
        modals.openConfirmModal({
          title: approve ? '선수 인증 승인' : '선수 인증 거절',
          children: (
            <Text size="sm">
              {approve
                ? `'${claim.player.name}' 선수 이름을 ${claim.member.nickname}(${claim.member.user_id}) 회원에게 연결합니다. 같은 이름의 다른 신청은 거절됩니다.`
                : `${claim.member.nickname}(${claim.member.user_id}) 회원의 '${claim.player.name}' 신청을 거절합니다.`}
            </Text>
          ),
          labels: { confirm: approve ? '승인' : '거절', cancel: '취소' },
          confirmProps: { color: approve ? 'teal' : 'red' },
          onConfirm: () => decide.mutate({ id: claim.id, approve }),
        }),
      ),
    [decide],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        회원이 순위표의 선수 이름을 자기 이름으로 신청한 목록입니다. 승인하면 그 선수의 기록이 회원의
        마이페이지에 표시되고, 선수 이름 하나는 한 회원에게만 연결됩니다.
      </Text>
      <AdminTable
        label="선수 인증 신청"
        columns={columns}
        getRowId={rowId}
        toolbar={
          <StatusFilter
            label="신청 상태"
            value={filter.status}
            onChange={(status) => setFilter({ status, page: 1 })}
          />
        }
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: QUEUE_PAGE_SIZE,
          onPageChange: (page) => setFilter({ ...filter, page }),
        })}
        minWidth={860}
        emptyText="조건에 맞는 신청이 없습니다"
      />
    </Stack>
  );
}
