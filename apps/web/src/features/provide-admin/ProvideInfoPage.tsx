import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { InfoQueueItem } from '@carddogam/contract/calls/provide';
import { InfoReportDialog } from '../reports';
import { DecisionPanel } from './components/DecisionPanel';
import { QueueFrame } from './components/QueueFrame';
import { ReportCard } from './components/ReportCard';
import { ReportHeader } from './components/ReportHeader';
import { StaffLayout } from './components/StaffLayout';
import { useQueue } from './hooks/use-queue';
import { infoDiff } from './lib/info-diff';

const cell = { whiteSpace: 'pre-wrap', verticalAlign: 'top' } as const;

function DiffTable({ item }: { item: InfoQueueItem }) {
  const rows = infoDiff(item.report, item.current);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder aria-label="변경 내용">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>항목</Table.Th>
            <Table.Th>현재</Table.Th>
            <Table.Th>제보</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label} bg={row.changed ? 'var(--mantine-color-yellow-light)' : undefined}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td style={cell}>{row.current}</Table.Td>
              <Table.Td style={cell} fw={row.changed ? 600 : undefined}>
                {row.reported}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/provide/info: info reports as a field diff against the edition's data now (§2.7 review). */
export default function ProvideInfoPage() {
  return <StaffLayout title="정보 제보">{() => <InfoQueue />}</StaffLayout>;
}

function InfoQueue() {
  const q = useQueue('info');
  const data = q.query.data;
  const [reading, setReading] = useState<InfoQueueItem | null>(null);
  return (
    <QueueFrame
      status={q.status}
      onStatus={q.setStatus}
      page={q.page}
      onPage={q.setPage}
      total={data?.total}
      loading={q.query.isLoading}
    >
      <Stack gap="sm">
        {data?.items.map((item) => (
          <ReportCard key={item.id} id={item.id} testId="info-report">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start">
                <ReportHeader {...item} />
                <Button size="compact-xs" variant="default" onClick={() => setReading(item)}>
                  제보 원본 보기
                </Button>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.report.content}
              </Text>
              {item.current === null && (
                <Text size="xs" c="dimmed">
                  이 판의 카드 정보가 아직 없습니다. 승인하면 새로 만들어집니다.
                </Text>
              )}
              <DiffTable item={item} />
              <DecisionPanel kind="info" report={item} />
            </Stack>
          </ReportCard>
        ))}
      </Stack>
      {reading && (
        <InfoReportDialog
          type="read"
          cardId={reading.card_id}
          provideId={reading.id}
          opened
          onClose={() => setReading(null)}
        />
      )}
    </QueueFrame>
  );
}
