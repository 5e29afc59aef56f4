import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppDialog } from '../../../../components/AppDialog';
import { QueryState } from '../../../../components/QueryState';
import { reportsQuery } from '../../api/board-admin-queries';

export interface ReportSubject {
  target: 'post' | 'comment';
  id: number;
  /** The title or the start of the comment, to say what the reports are about. */
  title: string;
}

/** Every 신고 of one post or comment, with reason, text and weight, to decide on a blind. */
export function ReportsDialog({ subject, onClose }: { subject: ReportSubject; onClose: () => void }) {
  const reports = useQuery(reportsQuery(subject.target, subject.id));
  return (
    <AppDialog opened onClose={onClose} title="신고 내역" size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" lineClamp={2}>
          {subject.title}
        </Text>
        {!reports.data ? (
          <QueryState error={reports.error} onRetry={() => void reports.refetch()} />
        ) : reports.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            신고 내역이 없습니다.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label="신고 내역">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>사유</Table.Th>
                  <Table.Th>신고자</Table.Th>
                  <Table.Th ta="right">점수</Table.Th>
                  <Table.Th>일시</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reports.data.map((report) => (
                  <Table.Tr key={report.id}>
                    <Table.Td>
                      <Group gap={6}>
                        <Badge size="sm" variant="light" color="red">
                          {report.reason}
                        </Badge>
                        {report.detail && <Text size="sm">{report.detail}</Text>}
                      </Group>
                    </Table.Td>
                    <Table.Td>{report.reporter}</Table.Td>
                    <Table.Td ta="right">{report.weight}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{report.created}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </AppDialog>
  );
}
