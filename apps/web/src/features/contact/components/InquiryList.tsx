import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { inquiryLink, type InquirySummary } from '@carddogam/contract/calls/contact';
import { CONTACT_MSG } from '@carddogam/contract/messages';
import { formatDate } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { StatusBadge } from './StatusBadge';

/** The member's inquiries: a table on a desktop, one card a line on a phone. */
export function InquiryList({ rows }: { rows: InquirySummary[] }) {
  const mobile = useIsMobile();
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {CONTACT_MSG.empty}
      </Text>
    );
  const title = (row: InquirySummary) => (
    <Anchor component={Link} to={inquiryLink(row.id)} style={{ overflowWrap: 'anywhere' }}>
      {row.title}
    </Anchor>
  );
  if (mobile)
    return (
      <Stack gap="xs" role="list" aria-label="내 문의 목록">
        {rows.map((row) => (
          <Paper key={row.id} withBorder p="sm" radius="md" role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              {title(row)}
              <StatusBadge status={row.status} />
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {row.category} · {formatDate(row.created)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="내 문의 목록">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>번호</Table.Th>
          <Table.Th w={100}>유형</Table.Th>
          <Table.Th>제목</Table.Th>
          <Table.Th w={110}>상태</Table.Th>
          <Table.Th w={120}>작성일</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.category}</Table.Td>
            <Table.Td>{title(row)}</Table.Td>
            <Table.Td>
              <StatusBadge status={row.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.created)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
