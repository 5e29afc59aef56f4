import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DeckRankRow } from '@carddogam/contract/calls/deck-rank';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';
import { formatThousands } from '../../../lib/format';
import { formatPlacement, numberRows } from '../lib/deck-figures';
import { deckRankDetailHref, type DeckRankFilter } from '../lib/deck-rank-filter';
import { HeaderWithFormula } from './HeaderWithFormula';
import { ShareBar } from './ShareBar';

interface DeckRankTableProps {
  rows: readonly DeckRankRow[];
  formula: { share: string; top8: string; best: string };
  /** Carried into the archetype links, so its page opens on the same period and division. */
  filter: DeckRankFilter;
}

/** The archetypes of the period, most played first; scrolls sideways on a phone. */
export function DeckRankTable({ rows, formula, filter }: DeckRankTableProps) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="덱 순위">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56} ta="center">
              순위
            </Table.Th>
            <Table.Th>덱</Table.Th>
            <Table.Th w={80} ta="right">
              참가자
            </Table.Th>
            <Table.Th w={200}>
              <HeaderWithFormula label="점유율" formula={formula.share} />
            </Table.Th>
            <Table.Th w={80} ta="right">
              <HeaderWithFormula label="TOP 8" formula={formula.top8} />
            </Table.Th>
            <Table.Th w={96} ta="right">
              <HeaderWithFormula label="최고 순위" formula={formula.best} />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {numberRows(rows).map(({ rank, row }) => (
            <Table.Tr key={row.archetype?.id ?? 'others'}>
              <Table.Td ta="center" fw={700}>
                {rank ?? '-'}
              </Table.Td>
              <Table.Td>
                {row.archetype ? (
                  <Stack gap={0}>
                    <Anchor component={Link} to={deckRankDetailHref(row.archetype.id, filter)} fw={600}>
                      {row.archetype.name_kr}
                    </Anchor>
                    <Text size="xs" c="dimmed" lang="en">
                      {row.archetype.name_en}
                    </Text>
                  </Stack>
                ) : (
                  <Text c="dimmed">{DECK_RANK_MSG.others}</Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatThousands(row.players)}</Table.Td>
              <Table.Td>
                <ShareBar share={row.share} />
              </Table.Td>
              <Table.Td ta="right">{formatThousands(row.top8)}</Table.Td>
              <Table.Td ta="right">{formatPlacement(row.best)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
