import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_REPORT_PAGE_SIZE, type MemberReportDecision } from '@carddogam/contract/calls/member-report';
import type { UserType } from '@carddogam/contract/constants';
import { MEMBER_REPORT_MSG } from '@carddogam/contract/messages';
import { ListPager } from '../../../components/ListPager';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useDecideReports } from '../api/member-report-mutations';
import { memberReportsQuery } from '../api/member-report-queries';
import { ReportCard } from './ReportCard';

interface MemberReportsPanelProps {
  userId: string;
  onBan: (member: { user_id: string; nickname: string; type: UserType | null }) => void;
  onClose: () => void;
}

/** One member's reports with their evidence, the ban, and 처리 / 기각 for one report or all waiting ones. */
export function MemberReportsPanel({ userId, onBan, onClose }: MemberReportsPanelProps) {
  const [page, setPage] = useState(1);
  const query = useQuery(memberReportsQuery(userId, page));
  const decide = useDecideReports();

  const run = (decision: MemberReportDecision, ids?: number[]) =>
    decide.mutate(
      { user_id: userId, decision, ids },
      { onSuccess: (answer) => showSuccess(answer.message), onError: showError },
    );
  const decideAll = (decision: MemberReportDecision) =>
    modals.openConfirmModal({
      title: `대기 중인 신고 모두 ${decision}`,
      children: <Text size="sm">{MEMBER_REPORT_MSG.decideAllConfirm}</Text>,
      labels: { confirm: decision, cancel: '취소' },
      onConfirm: () => run(decision),
    });

  const data = query.data;
  const waiting = data?.items.some((item) => item.status === '접수') ?? false;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="회원 신고 내역">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} fz="lg">
              {data ? `${data.member.nickname} (${data.member.user_id})` : userId} 신고 내역
            </Title>
            {data && (
              <Text size="sm" c="dimmed">
                {data.member.type ?? '탈퇴한 회원'} · 신고 {data.total}건
                {data.member.type === '밴 유저' &&
                  ` · 밴 ${data.member.ban_until ? `${formatDate(data.member.ban_until)}까지` : '무기한'}`}
              </Text>
            )}
          </div>
          <CloseButton aria-label="신고 내역 닫기" onClick={onClose} />
        </Group>
        {data && (
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              color="red"
              disabled={!data.member.type || data.member.type === '밴 유저'}
              onClick={() => onBan(data.member)}
            >
              밴
            </Button>
            <Button
              size="xs"
              variant="light"
              color="teal"
              disabled={!waiting}
              onClick={() => decideAll('처리')}
            >
              대기 신고 모두 처리
            </Button>
            <Button
              size="xs"
              variant="light"
              color="gray"
              disabled={!waiting}
              onClick={() => decideAll('기각')}
            >
              대기 신고 모두 기각
            </Button>
          </Group>
        )}
        {data ? (
          <>
            {data.items.length === 0 && <Text c="dimmed">신고 내역이 없습니다.</Text>}
            {data.items.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                busy={decide.isPending && decide.variables?.ids?.[0] === report.id}
                onDecide={(decision) => run(decision, [report.id])}
              />
            ))}
            <ListPager page={page} total={data.total} size={MEMBER_REPORT_PAGE_SIZE} onChange={setPage} />
          </>
        ) : (
          <QueryState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    </Paper>
  );
}
