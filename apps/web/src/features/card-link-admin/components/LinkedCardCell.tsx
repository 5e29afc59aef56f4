import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LinkProposalRow } from '@carddogam/contract/calls/card-links';
import { cardImageSrc } from '../../../components/card/card-image';

/** One side of a proposal: the card's picture, names, set and number, linked to its page. */
export function LinkedCardCell({ card }: { card: LinkProposalRow['from'] }) {
  const src = cardImageSrc(card.image_nation, card.image) ?? card.image_url;
  return (
    <Group gap="xs" wrap="nowrap" align="start">
      {src ? <img src={src} alt={card.name} width={56} loading="lazy" /> : null}
      <Stack gap={0}>
        <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(card.id)}`} size="sm">
          {card.id}
        </Anchor>
        <Text size="sm">{card.name}</Text>
        {card.name_local && card.name_local !== card.name ? (
          <Text size="xs" c="dimmed">
            {card.name_local}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {[card.set_name, card.number].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}
