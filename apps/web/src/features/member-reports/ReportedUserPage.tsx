import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORTED_MEMBER_PAGE_SIZE } from '@carddogam/contract/calls/member-report';
import type { UserType } from '@carddogam/contract/constants';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { AdminUserLayout, BanUserDialog } from '../admin-users';
import { memberReportKeys } from './api/keys';
import { reportedListQuery } from './api/member-report-queries';
import { MemberReportsPanel } from './components/MemberReportsPanel';
import { reportedColumns } from './components/reported-columns';
import { ReportedToolbar } from './components/ReportedToolbar';
import { useReportedParams } from './hooks/use-reported-params';

interface BanTarget {
  user_id: string;
  nickname: string;
  type: UserType;
}

/** /admin/user/reported: reported members gathered, one member's reports, the ban and the decisions. */
export default function ReportedUserPage() {
  return <AdminUserLayout title="신고된 회원">{() => <ReportedScreen />}</AdminUserLayout>;
}

function ReportedScreen() {
  const { params, filter, q, page, userId, update } = useReportedParams();
  const list = useQuery(reportedListQuery(params));
  const queryClient = useQueryClient();
  const [banning, setBanning] = useState<BanTarget | null>(null);
  const ban = (member: { user_id: string; nickname: string; type: UserType | null }) =>
    member.type && setBanning({ ...member, type: member.type });
  const columns = reportedColumns({ onOpen: (member) => update({ userId: member.user_id }), onBan: ban });

  return (
    <Stack gap="md">
      {userId && (
        <MemberReportsPanel
          key={userId}
          userId={userId}
          onBan={ban}
          onClose={() => update({ userId: null })}
        />
      )}
      <AdminTable
        label="신고된 회원"
        columns={columns}
        getRowId={(row) => row.user_id}
        toolbar={
          <ReportedToolbar
            filter={filter}
            q={q}
            onFilter={(next) => update({ filter: next })}
            onSearch={(text) => update({ q: text })}
          />
        }
        emptyText={filter === 'waiting' ? '대기 중인 신고가 없습니다' : '신고된 회원이 없습니다'}
        {...pagedTableProps(list, {
          page,
          pageSize: REPORTED_MEMBER_PAGE_SIZE,
          onPageChange: (next) => update({ page: next }),
        })}
      />
      {banning && (
        <BanUserDialog
          user={banning}
          onClose={() => {
            setBanning(null);
            void queryClient.invalidateQueries({ queryKey: memberReportKeys.all });
          }}
        />
      )}
    </Stack>
  );
}
