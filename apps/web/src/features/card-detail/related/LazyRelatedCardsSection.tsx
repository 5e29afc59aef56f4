import { lazy, Suspense } from 'react';
import { Stack, Title } from '@mantine/core';
import type { CardEnRecord } from '@carddogam/contract/calls/card-records';
import { PAGE_GROUP_SIZE, RELATED_KINDS, relatedTexts } from './related-kinds';
import { RelatedCardsSkeleton } from './RelatedGroupSkeleton';
import { RelatedGroupFrame } from './RelatedGroupFrame';

// The last section of the card page: its code (the card tiles with their hover previews) loads after
// the page.
const RelatedCardsSection = lazy(() =>
  import('./RelatedCardsSection').then((m) => ({ default: m.RelatedCardsSection })),
);

/** 관련카드 (§2.16), drawn as it first shows (titles over card-shaped placeholders) until its code arrives. */
export function LazyRelatedCardsSection({ card }: { card: CardEnRecord }) {
  const texts = relatedTexts(card);
  return (
    <Suspense
      fallback={
        <Stack gap="lg" component="section" aria-label="관련카드">
          <Title order={2} size="h4">
            관련카드
          </Title>
          {RELATED_KINDS.map(
            (kind) =>
              texts[kind] && (
                <RelatedGroupFrame key={kind} kind={kind}>
                  <RelatedCardsSkeleton count={PAGE_GROUP_SIZE} />
                </RelatedGroupFrame>
              ),
          )}
        </Stack>
      }
    >
      <RelatedCardsSection card={card} />
    </Suspense>
  );
}
