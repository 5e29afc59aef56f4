import { useState } from 'react';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { relatedQuery } from '../api/related-queries';
import { EXPANDED_LIMIT, RELATED_TITLES, type RelatedKind } from './related-kinds';
import { RelatedCardItem } from './RelatedCardItem';

export interface RelatedGroupProps {
  kind: RelatedKind;
  text: string;
  excludeId?: string;
  /** Cards shown while collapsed: 6 on the page, 4 in the popup. */
  collapsedSize: number;
  cols?: { base: number; sm: number };
}

/** One group of related cards with '더보기' (all, up to 1000) and '간략히' (§2.16). */
export function RelatedGroup({
  kind,
  text,
  excludeId,
  collapsedSize,
  cols = { base: 3, sm: 6 },
}: RelatedGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const limit = expanded ? EXPANDED_LIMIT : collapsedSize;
  const { data, isPending, isError, error, isPlaceholderData } = useQuery({
    ...relatedQuery({ kind, text, excludeId, limit }),
    // Keep showing the short list while the long one loads.
    placeholderData: (previous) => previous,
  });
  const title = RELATED_TITLES[kind];
  const total = data?.[0]?.total_count ?? data?.length ?? 0;

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
        {total > collapsedSize && (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={isPlaceholderData}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? '간략히' : '더보기'}
          </Button>
        )}
      </Group>
      {isPending ? (
        <SimpleGrid cols={cols}>
          {Array.from({ length: collapsedSize }, (_, i) => (
            <Skeleton key={i} style={{ aspectRatio: '63 / 88' }} />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <Text size="sm" c="red">
          {error.message}
        </Text>
      ) : data.length === 0 ? (
        <Text size="sm" c="dimmed">
          없음
        </Text>
      ) : (
        <SimpleGrid cols={cols} spacing="sm">
          {data.map((row) => (
            <RelatedCardItem key={row.id} row={row} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
