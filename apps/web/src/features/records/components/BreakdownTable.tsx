import { Table, Text } from '@mantine/core';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { WinRate } from '../../../components/figures/WinRate';
import { gamesOf, recordText } from '../../../components/figures/win-rate';
import { HeaderWithFormula } from '../../deck-ranks';
import { WIN_RATE_FORMULA } from '../lib/record-figures';

type Breakdown = CallResult<typeof leagueCalls.recordSummary>['by_my_deck'];

/** One way of cutting the record (by my deck, the opponent's deck, going first or second), with each row's games. */
export function BreakdownTable({
  rows,
  label,
  keyLabel,
}: {
  rows: Breakdown;
  label: string;
  keyLabel: string;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        아직 기록된 경기가 없습니다.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{keyLabel}</Table.Th>
            <Table.Th w={90} ta="right">
              전적
            </Table.Th>
            <Table.Th w={170} ta="right">
              <HeaderWithFormula label="승률" formula={WIN_RATE_FORMULA} />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right">{recordText(row.record)}</Table.Td>
              <Table.Td>
                <WinRate rate={row.win_rate} games={gamesOf(row.record)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
