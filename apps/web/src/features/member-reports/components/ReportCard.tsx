import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberReportDecision, MemberReportItem } from '@carddogam/contract/calls/member-report';
import { formatDateTime } from '../../../lib/format';

const SOURCE_LABEL = { user: '회원', message: '쪽지', trade_post: '거래글' } as const;
const STATUS_COLOR = { 접수: 'orange', 처리: 'teal', 기각: 'gray' } as const;

interface ReportCardProps {
  report: MemberReportItem;
  busy: boolean;
  onDecide: (decision: MemberReportDecision) => void;
}

/** One report: who, why, and the evidence as it was when reported (text only, never as markup). */
export function ReportCard({ report, busy, onDecide }: ReportCardProps) {
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={`신고 ${report.id}`}>
      <Stack gap={6}>
        <Group gap={6} wrap="wrap">
          <Badge color={STATUS_COLOR[report.status]} variant="light">
            {report.status}
          </Badge>
          <Badge color="red" variant="outline">
            {report.reason}
          </Badge>
          <Text size="sm">
            {report.reporter.nickname} ({report.reporter.user_id})
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(report.created)} · {SOURCE_LABEL[report.source]}
          </Text>
          {report.link && (
            <Anchor component={Link} to={report.link} size="xs" target="_blank">
              거래글 보기
            </Anchor>
          )}
        </Group>
        {report.detail && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {report.detail}
          </Text>
        )}
        {report.evidence && (
          <Blockquote p="xs" color="gray" cite={`신고 당시의 ${SOURCE_LABEL[report.source]} 내용`}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {report.evidence}
            </Text>
          </Blockquote>
        )}
        {report.status === '접수' ? (
          <Group gap="xs" justify="flex-end">
            <Button
              size="compact-sm"
              variant="light"
              color="teal"
              loading={busy}
              onClick={() => onDecide('처리')}
            >
              처리
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="gray"
              loading={busy}
              onClick={() => onDecide('기각')}
            >
              기각
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" ta="right">
            {report.status} · {report.handled_by ?? '-'} · {formatDateTime(report.handled_at)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
