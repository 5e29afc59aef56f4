import { Badge, Group, Stack, Text } from '@mantine/core';
import { DecisionPanel } from './components/DecisionPanel';
import { QueueFrame } from './components/QueueFrame';
import { ReportCard } from './components/ReportCard';
import { ReportHeader } from './components/ReportHeader';
import { StaffLayout } from './components/StaffLayout';
import { useQueue } from './hooks/use-queue';

/** /admin/provide/bug: information error reports (§2.8); staff fix the card, then reward or reject. */
export default function ProvideBugPage() {
  return <StaffLayout title="오류 제보">{() => <BugQueue />}</StaffLayout>;
}

function BugQueue() {
  const q = useQueue('bug');
  const data = q.query.data;
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
          <ReportCard key={item.id} id={item.id} testId="bug-report">
            <Stack gap="sm">
              <ReportHeader {...item} />
              <Group gap="xs">
                <Badge variant="light">{item.category}</Badge>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.content}
              </Text>
              <DecisionPanel kind="bug" report={item} />
            </Stack>
          </ReportCard>
        ))}
      </Stack>
    </QueueFrame>
  );
}
