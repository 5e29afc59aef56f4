import type { ReactNode } from 'react';
import { Badge, Card, Stack, Text } from '@mantine/core';
import type { CollectionItem } from '@carddogam/contract/calls/collections';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { CardImage } from '../../../components/card/CardImage';
import { cardImageSrc } from '../../../components/card/card-image';
import { formatCardNumber } from '../../../lib/format';

interface CollectionCardTileProps {
  card: CollectionItem;
  /** A missing card of a checklist: drawn in grey. */
  missing?: boolean;
  /** A book mixes editions and sets, so its tiles name them; a checklist's title already does. */
  showSet?: boolean;
  footer?: ReactNode;
}

/** One card of a book or checklist: image, name, number and rarity, and the copies owned. */
export function CollectionCardTile({
  card,
  missing = false,
  showSet = false,
  footer,
}: CollectionCardTileProps) {
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      data-testid="collection-card"
      data-owned={missing ? 'false' : 'true'}
      aria-label={`${card.name} ${missing ? '미보유' : `${card.amount}장 보유`}`}
      style={missing ? { filter: 'grayscale(1)', opacity: 0.45 } : undefined}
    >
      <Stack gap={6}>
        <div style={{ position: 'relative' }}>
          <CardImage src={cardImageSrc(card.nation, card.image)} name={card.name} />
          {!missing && (
            <Badge size="sm" variant="filled" style={{ position: 'absolute', right: 4, bottom: 4 }}>
              {card.amount}장
            </Badge>
          )}
        </div>
        <Text size="sm" fw={600} lineClamp={1} title={card.name}>
          {card.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {[formatCardNumber(card.number, card.printed_total), card.rarity].filter(Boolean).join(' · ')}
        </Text>
        {showSet && (
          <Text size="xs" c="dimmed" lineClamp={1} title={card.set_name ?? undefined}>
            {[NATION_LABEL[card.nation], card.set_name].filter(Boolean).join(' · ')}
          </Text>
        )}
        {footer}
      </Stack>
    </Card>
  );
}
