import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { CardImage } from '../../../components/card/CardImage';
import { preferredImage } from '../../../components/card/card-image';
import type { BuilderCard, CardFacts } from '../lib/builder';
import { cardName, SUPERTYPE_SECTIONS } from './DeckCardGrid';

export interface BuilderCardListProps {
  cards: BuilderCard[];
  facts: CardFacts;
  onAdd: (cardId: string) => void;
  onRemove: (cardId: string) => void;
}

/** The builder's cards by supertype, each with − and + buttons. */
export function BuilderCardList({ cards, facts, onAdd, onRemove }: BuilderCardListProps) {
  if (cards.length === 0)
    return (
      <Text c="dimmed" size="sm">
        카드를 검색해서 추가하거나 덱 리스트를 가져와주세요.
      </Text>
    );
  const groups = [
    ...SUPERTYPE_SECTIONS.map(({ supertype, label }) => ({
      label,
      cards: cards.filter((c) => facts.get(c.card_id)?.supertype === supertype),
    })),
    { label: '불러오는 중', cards: cards.filter((c) => !facts.has(c.card_id)) },
  ];
  return (
    <Stack gap="sm">
      {groups
        .filter((g) => g.cards.length > 0)
        .map((group) => (
          <Stack key={group.label} gap={4}>
            <Text fw={700} size="sm">
              {group.label} ({group.cards.reduce((n, c) => n + c.amount, 0)})
            </Text>
            {group.cards.map((c) => {
              const fact = facts.get(c.card_id);
              const name = fact ? cardName(fact) : c.card_id;
              return (
                <Group
                  key={c.card_id}
                  gap="xs"
                  wrap="nowrap"
                  data-testid="builder-card"
                  data-card-id={c.card_id}
                >
                  <CardImage src={fact ? (preferredImage(fact)?.src ?? null) : null} name={name} width={36} />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" lineClamp={1}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {fact ? `${fact.set_code} ${fact.number}` : ''}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="default"
                    aria-label={`${name} 빼기`}
                    onClick={() => onRemove(c.card_id)}
                  >
                    <IconMinus size={14} />
                  </ActionIcon>
                  <Text w={24} ta="center" fw={700} aria-label={`${name} 장수`}>
                    {c.amount}
                  </Text>
                  <ActionIcon variant="default" aria-label={`${name} 추가`} onClick={() => onAdd(c.card_id)}>
                    <IconPlus size={14} />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        ))}
    </Stack>
  );
}
