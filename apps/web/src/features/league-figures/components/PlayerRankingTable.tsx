import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { recordText } from '../../../components/figures/win-rate';
import { formatThousands } from '../../../lib/format';
import { HeaderWithFormula } from '../../deck-ranks';
import { leaguePlayerHref, placementText, POINTS_FORMULA } from '../lib/figure-text';

type PlayerRow = CallResult<typeof leagueCalls.playerList>['items'][number];

/**
 * The season's players by league points. `firstRank` is the rank of the page's first row; players with
 * equal points share a rank. Without it (a name search) the rows are not ranked.
 */
export function PlayerRankingTable({
  players,
  season,
  firstRank,
}: {
  players: readonly PlayerRow[];
  season: number;
  firstRank: number | null;
}) {
  const ranks: number[] = [];
  players.forEach((p, i) => {
    const previous = players[i - 1];
    ranks.push(i > 0 && previous!.points === p.points ? ranks[i - 1]! : (firstRank ?? 1) + i);
  });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="선수 순위">
        <Table.Thead>
          <Table.Tr>
            {firstRank !== null && (
              <Table.Th w={56} ta="center">
                순위
              </Table.Th>
            )}
            <Table.Th>선수</Table.Th>
            <Table.Th w={96} ta="right">
              <HeaderWithFormula label="포인트" formula={POINTS_FORMULA} />
            </Table.Th>
            <Table.Th w={64} ta="right">
              대회
            </Table.Th>
            <Table.Th w={96} ta="right">
              전적
            </Table.Th>
            <Table.Th w={88} ta="right">
              최고 순위
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {players.map((p, i) => (
            <Table.Tr key={p.player_id}>
              {firstRank !== null && (
                <Table.Td ta="center" fw={700}>
                  {ranks[i]}
                </Table.Td>
              )}
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={leaguePlayerHref(p.player_id, season)} size="sm" fw={600}>
                    {p.ptcgl_name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {p.member.nickname}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatThousands(p.points)}
              </Table.Td>
              <Table.Td ta="right">{formatThousands(p.tournaments)}</Table.Td>
              <Table.Td ta="right">{recordText(p.record)}</Table.Td>
              <Table.Td ta="right">{placementText(p.best_placement)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
