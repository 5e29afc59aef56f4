import { Table, Text } from '@mantine/core';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { WinRate } from '../../../components/figures/WinRate';
import { gamesOf, recordText } from '../../../components/figures/win-rate';
import { HeaderWithFormula } from '../../deck-ranks';
import { WIN_RATE_FORMULA } from '../lib/figure-text';
import { leagueDeckDetailHref, type Period } from '../lib/period-filter';
import { ArchetypeName } from './ArchetypeName';

type Matchup = CallResult<typeof leagueCalls.deckDetail>['matchups'][number];

/** How the archetype fared against each other archetype, with the matches each rate rests on. */
export function MatchupTable({ matchups, period }: { matchups: readonly Matchup[]; period: Period }) {
  if (matchups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        이 기간에 다른 덱과의 대전이 없습니다.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label="상대 덱별 전적">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>상대 덱</Table.Th>
            <Table.Th w={96} ta="right">
              전적
            </Table.Th>
            <Table.Th w={190} ta="right">
              <HeaderWithFormula label="승률" formula={WIN_RATE_FORMULA} />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matchups.map((m) => (
            <Table.Tr key={m.opponent?.id ?? 'others'}>
              <Table.Td>
                <ArchetypeName archetype={m.opponent} href={(id) => leagueDeckDetailHref(id, period)} />
              </Table.Td>
              <Table.Td ta="right">{recordText(m.record)}</Table.Td>
              <Table.Td>
                <WinRate rate={m.win_rate} games={gamesOf(m.record)} unit="전" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
