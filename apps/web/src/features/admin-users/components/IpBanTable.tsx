import { Button, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatDateTime } from '../../../lib/format';
import type { IpBan } from '../api/admin-user-queries';

/** The banned IPs, each removable after a confirmation. */
export function IpBanTable({ bans, onRemove }: { bans: IpBan[]; onRemove: (ip: string) => void }) {
  if (bans.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        차단된 아이피가 없습니다.
      </Text>
    );
  }
  const confirmRemove = (ip: string) =>
    modals.openConfirmModal({
      title: '차단 해제',
      children: `${ip}의 차단을 해제하시겠습니까?`,
      labels: { confirm: '해제', cancel: '취소' },
      onConfirm: () => onRemove(ip),
    });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="차단된 아이피">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>아이피</Table.Th>
            <Table.Th>사유</Table.Th>
            <Table.Th>처리자</Table.Th>
            <Table.Th>일시</Table.Th>
            <Table.Th aria-label="해제" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bans.map((ban) => (
            <Table.Tr key={ban.ip}>
              <Table.Td>{ban.ip}</Table.Td>
              <Table.Td>{ban.reason || '-'}</Table.Td>
              <Table.Td>{ban.banned_by ?? '-'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(ban.created)}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="light" onClick={() => confirmRemove(ban.ip)}>
                  해제
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
