import { useState } from 'react';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { relatedQuery } from '../api/related-queries';
import { EXPANDED_LIMIT, type RelatedKind } from './related-kinds';
import { RelatedCardItem } from './RelatedCardItem';
import { RELATED_COLS, RelatedCardsSkeleton } from './RelatedGroupSkeleton';
import { RelatedGroupFrame } from './RelatedGroupFrame';

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
  cols = RELATED_COLS,
}: RelatedGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const limit = expanded ? EXPANDED_LIMIT : collapsedSize;
  const { data, isPending, isError, error, isPlaceholderData } = useQuery({
    ...relatedQuery({ kind, text, excludeId, limit }),
    // Keep showing the short list while the long one loads.
    placeholderData: (previous) => previous,
  });
  const total = data?.[0]?.total_count ?? data?.length ?? 0;

  return (
    <RelatedGroupFrame
      kind={kind}
      total={total}
      toggle={
        total > collapsedSize && (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={isPlaceholderData}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? '간략히' : '더보기'}
          </Button>
        )
      }
    >
      {isPending ? (
        <RelatedCardsSkeleton count={collapsedSize} cols={cols} />
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
    </RelatedGroupFrame>
  );
}
