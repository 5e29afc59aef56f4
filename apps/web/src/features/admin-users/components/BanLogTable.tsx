import { Badge, Table, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { BanLogEntry } from '../api/admin-user-queries';

export const BAN_ACTION_LABEL: Record<BanLogEntry['action'], { label: string; color: string }> = {
  type: { label: '유형 변경', color: 'blue' },
  ban: { label: '밴', color: 'red' },
  unban: { label: '밴 해제', color: 'teal' },
};

/** What a log line changed: the ban's end, or the type before and after. */
export function banChange(entry: BanLogEntry): string {
  if (entry.action === 'ban') return entry.until ? `${formatDate(entry.until)}까지` : '무기한';
  return `${entry.from_type ?? '-'} → ${entry.to_type ?? '-'}`;
}

/** Who changed whose type or ban, when, why. */
export function BanLogTable({ entries }: { entries: BanLogEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        기록이 없습니다.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" aria-label="밴 기록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>일시</Table.Th>
            <Table.Th>회원</Table.Th>
            <Table.Th>구분</Table.Th>
            <Table.Th>변경</Table.Th>
            <Table.Th>사유</Table.Th>
            <Table.Th>처리자</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created)}</Table.Td>
              <Table.Td>{entry.user_id}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={BAN_ACTION_LABEL[entry.action].color}>
                  {BAN_ACTION_LABEL[entry.action].label}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{banChange(entry)}</Table.Td>
              <Table.Td>{entry.reason || '-'}</Table.Td>
              <Table.Td>{entry.by}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
