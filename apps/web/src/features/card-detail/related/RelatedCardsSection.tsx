import { Stack, Title } from '@mantine/core';
import type { CardEnRecord } from '@carddogam/contract/calls/card-records';
import { PAGE_GROUP_SIZE, RELATED_KINDS, relatedTexts } from './related-kinds';
import { RelatedGroup } from './RelatedGroup';

/**
 * 관련카드 (§2.16): same name, pre-evolution and post-evolution, 6 each. A group whose name is unknown
 * (a Basic Pokémon has no pre-evolution) is left out; a group that finds nothing says 없음.
 */
export function RelatedCardsSection({ card }: { card: CardEnRecord }) {
  const texts = relatedTexts(card);
  return (
    <Stack gap="lg" component="section" aria-label="관련카드">
      <Title order={2} size="h4">
        관련카드
      </Title>
      {RELATED_KINDS.map((kind) => {
        const text = texts[kind];
        if (!text) return null;
        return (
          <RelatedGroup
            key={kind}
            kind={kind}
            text={text}
            excludeId={kind === 'samename' ? card.id : undefined}
            collapsedSize={PAGE_GROUP_SIZE}
          />
        );
      })}
    </Stack>
  );
}
