import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { RELATED_TITLES, type RelatedKind } from './related-kinds';

/** One group's landmark and title, with its count once known and its 더보기 / 간략히. */
export function RelatedGroupFrame({
  kind,
  total = 0,
  toggle,
  children,
}: {
  kind: RelatedKind;
  total?: number;
  toggle?: ReactNode;
  children: ReactNode;
}) {
  const title = RELATED_TITLES[kind];
  return (
    <Stack gap="xs" component="section" aria-label={title} data-related-group={kind}>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
          {total > 0 && (
            <Text span c="dimmed" size="sm" ml={6}>
              {total}
            </Text>
          )}
        </Title>
        {toggle}
      </Group>
      {children}
    </Stack>
  );
}
