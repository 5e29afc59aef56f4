import { SimpleGrid } from '@mantine/core';
import type { CollectionItem } from '@carddogam/contract/calls/collections';
import { AmountEditor } from './AmountEditor';
import { CollectionCardTile } from './CollectionCardTile';

/** A book's cards, 2 per row on a phone and 6 on a desktop (the card grid of §2.19). */
export function CollectionGrid({ rows, editable }: { rows: CollectionItem[]; editable: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="sm">
      {rows.map((card) => (
        <CollectionCardTile
          key={`${card.card_id}-${card.nation}`}
          card={card}
          showSet
          footer={editable ? <AmountEditor key={card.amount} card={card} /> : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
