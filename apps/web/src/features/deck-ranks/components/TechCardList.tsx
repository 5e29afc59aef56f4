import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ConsensusCardItem } from '@carddogam/contract/calls/deck-rank';
import { CardImage } from '../../../components/card/CardImage';
import { formatAverage } from '../lib/deck-figures';
import { cardPageHref, consensusCardName, consensusImageSrc } from '../lib/consensus';
import { ShareBar } from './ShareBar';

/** The tech cards, most played first, each with the bar of its play rate: how the lists differ. */
export function TechCardList({ cards }: { cards: readonly ConsensusCardItem[] }) {
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table verticalSpacing={4} aria-label="테크 카드">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>카드</Table.Th>
            <Table.Th w={190}>채용률</Table.Th>
            <Table.Th w={80} ta="right">
              평균
            </Table.Th>
            <Table.Th w={64} ta="right">
              최대
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((c) => {
            const name = consensusCardName(c.card);
            return (
              <Table.Tr key={c.card.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <CardImage src={consensusImageSrc(c.card)} name={name} width={36} />
                    <Stack gap={0}>
                      <Anchor component={Link} to={cardPageHref(c.card.id)} size="sm" fw={600}>
                        {name}
                      </Anchor>
                      {c.card.name_kr && (
                        <Text size="xs" c="dimmed" lang="en">
                          {c.card.name}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ShareBar share={c.play_rate} color="cyan" />
                </Table.Td>
                <Table.Td ta="right">{formatAverage(c.average)}</Table.Td>
                <Table.Td ta="right">{c.max_amount}장</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
