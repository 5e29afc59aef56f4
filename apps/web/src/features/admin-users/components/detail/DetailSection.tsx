import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatThousands } from '../../../../lib/format';

export interface DetailColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Dates and numbers keep to one line. */
  nowrap?: boolean;
  align?: 'right';
}

interface DetailSectionProps<T> {
  title: string;
  /** How many there are in all; the table shows only the latest few. */
  total: number;
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: DetailColumn<T>[];
  /** The screen with all of them, when there is one. */
  more?: { label: string; to: string };
}

/** One part of a member's detail: its total, the latest rows as a small table, and where the rest are. */
export function DetailSection<T>({ title, total, rows, rowKey, columns, more }: DetailSectionProps<T>) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h5">
          {title}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            총 {formatThousands(total)}건
          </Text>
        </Title>
        {more && total > 0 && (
          <Anchor component={Link} to={more.to} size="sm">
            {more.label}
          </Anchor>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          없음
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={4} fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.header}
                      ta={column.align}
                      style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
