import { useState } from 'react';
import { Autocomplete, Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { REPORT_STATUS_LABEL, type ReportKind, type ReportStatus } from '@carddogam/contract/calls/provide';
import { EDIT_MEMO_PRESETS, POINT_RANGES } from '@carddogam/contract/constants';
import { useDecisions } from '../api/provide-admin-mutations';

const STATUS_COLOR: Record<ReportStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'gray' };

interface DecisionPanelProps {
  kind: ReportKind;
  report: {
    id: number;
    status: ReportStatus;
    reward_point: number | null;
    review_memo: string | null;
    reviewed_by: string | null;
  };
}

/** Approve with points inside the §9 range of the kind, or reject with a memo; a decided report shows its outcome. */
export function DecisionPanel({ kind, report }: DecisionPanelProps) {
  const range = POINT_RANGES[kind];
  const [point, setPoint] = useState<number>(range.min);
  const [memo, setMemo] = useState('');
  const { approve, reject } = useDecisions(kind);

  if (report.status !== 'pending')
    return (
      <Group gap="xs">
        <Badge color={STATUS_COLOR[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>
        {report.reward_point !== null && <Text size="sm">{report.reward_point}P</Text>}
        {report.review_memo && <Text size="sm">{report.review_memo}</Text>}
        {report.reviewed_by && (
          <Text size="xs" c="dimmed">
            처리: {report.reviewed_by}
          </Text>
        )}
      </Group>
    );

  const busy = approve.isPending || reject.isPending;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          label={`지급 포인트 (${range.min}~${range.max}P)`}
          value={point}
          onChange={(v) => setPoint(typeof v === 'number' ? v : range.min)}
          min={range.min}
          max={range.max}
          w={170}
          size="xs"
        />
        <Autocomplete
          label="메모"
          placeholder="승인 메모 또는 반려 사유"
          value={memo}
          onChange={setMemo}
          data={[...EDIT_MEMO_PRESETS]}
          size="xs"
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button
          size="xs"
          loading={approve.isPending}
          disabled={busy}
          onClick={() => approve.mutate({ id: report.id, point, memo })}
        >
          승인
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={reject.isPending}
          disabled={busy}
          onClick={() => reject.mutate({ id: report.id, memo })}
        >
          반려
        </Button>
      </Group>
    </Stack>
  );
}
