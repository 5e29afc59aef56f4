import { Table } from '@mantine/core';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { WinRate } from '../../../components/figures/WinRate';
import { recordText } from '../../../components/figures/win-rate';
import { formatThousands } from '../../../lib/format';
import { HeaderWithFormula, ShareBar } from '../../deck-ranks';
import { SHARE_FORMULA, WIN_RATE_FORMULA } from '../lib/figure-text';
import { leagueDeckDetailHref, type Period } from '../lib/period-filter';
import { ArchetypeName } from './ArchetypeName';

type ShareRow = CallResult<typeof leagueCalls.deckList>['items'][number];

/** The archetypes of the period, most entered first, each with its share and win rate and their samples. */
export function ArchetypeShareTable({ rows, period }: { rows: readonly ShareRow[]; period: Period }) {
  let rank = 0;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="덱 통계">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56} ta="center">
              순위
            </Table.Th>
            <Table.Th>덱</Table.Th>
            <Table.Th w={72} ta="right">
              참가
            </Table.Th>
            <Table.Th w={190}>
              <HeaderWithFormula label="점유율" formula={SHARE_FORMULA} />
            </Table.Th>
            <Table.Th w={96} ta="right">
              전적
            </Table.Th>
            <Table.Th w={190} ta="right">
              <HeaderWithFormula label="승률" formula={WIN_RATE_FORMULA} />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.archetype?.id ?? 'others'}>
              {/* The untagged lists (기타) are no deck and get no rank. */}
              <Table.Td ta="center" fw={700}>
                {row.archetype ? ++rank : '-'}
              </Table.Td>
              <Table.Td>
                <ArchetypeName archetype={row.archetype} href={(id) => leagueDeckDetailHref(id, period)} />
              </Table.Td>
              <Table.Td ta="right">{formatThousands(row.entries)}</Table.Td>
              <Table.Td>
                <ShareBar share={row.share} />
              </Table.Td>
              <Table.Td ta="right">{recordText(row.record)}</Table.Td>
              <Table.Td>
                <WinRate rate={row.win_rate} games={row.matches} unit="전" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
