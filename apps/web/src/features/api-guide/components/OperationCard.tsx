import { Badge, Card, Code, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { GuideOperation } from '../lib/openapi-operations';
import { TryItForm } from './TryItForm';

/** One API call: what it answers, its parameters, code samples and the try-it form. */
export function OperationCard({ op, apiKey }: { op: GuideOperation; apiKey?: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={op.summary}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color="teal" variant="light">
            GET
          </Badge>
          <Code>{op.path}</Code>
        </Group>
        <Title order={3} fz="md">
          {op.summary}
        </Title>
        {op.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {op.description}
          </Text>
        )}
        {op.parameters.length > 0 && (
          // Where a parameter goes and whether it is required sit under its name: two columns fit a phone.
          <Table striped withTableBorder fz="sm" aria-label="매개변수">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>이름</Table.Th>
                <Table.Th>설명</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {op.parameters.map((p) => (
                <Table.Tr key={`${p.in}-${p.name}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <Code>{p.name}</Code>
                    <Text size="xs" c="dimmed">
                      {p.in === 'path' ? '경로' : '쿼리'}
                      {p.required ? ' · 필수' : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{p.description ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {op.samples.length > 0 && (
          <Tabs defaultValue={op.samples[0]!.label} variant="outline">
            <Tabs.List>
              {op.samples.map((s) => (
                <Tabs.Tab key={s.label} value={s.label}>
                  {s.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {op.samples.map((s) => (
              <Tabs.Panel key={s.label} value={s.label} pt="xs">
                <Code block>{s.source}</Code>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
        <TryItForm op={op} apiKey={apiKey} />
      </Stack>
    </Card>
  );
}
