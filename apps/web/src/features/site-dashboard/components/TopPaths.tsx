import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardAnswer } from '@carddogam/contract/calls/site-dashboard';
import { formatThousands } from '../../../lib/format';
import { visitLogHref } from '../lib/visit-log-link';

/** The most viewed paths of the period; each opens the visitor log filtered to it. */
export function TopPaths({ paths }: { paths: DashboardAnswer['top_paths'] }) {
  if (paths.length === 0) return <Text c="dimmed">이 기간의 방문 기록이 없습니다</Text>;
  return (
    <Table striped aria-label="많이 본 페이지">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>순위</Table.Th>
          <Table.Th>경로</Table.Th>
          <Table.Th ta="right">페이지뷰</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {paths.map((p, i) => (
          <Table.Tr key={p.path}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <Anchor component={Link} to={visitLogHref({ path: p.path })} size="sm">
                {p.path || '(빈 경로)'}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">{formatThousands(p.views)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
