import { Tabs } from '@mantine/core';
import type { RoundGroup } from '../lib/rounds';
import { PairingsTable } from './PairingsTable';

/** The pairings round by round, opening on the current round. */
export function RoundTabs({
  rounds,
  currentRound,
  staff,
  myEntryId,
}: {
  rounds: RoundGroup[];
  currentRound: number;
  staff: boolean;
  myEntryId: number | null;
}) {
  const shown = rounds.some((r) => r.round === currentRound) ? currentRound : rounds.at(-1)!.round;
  // Keyed by the round shown: when the next round is paired the tabs open on it, not on the one last read.
  return (
    <Tabs key={shown} defaultValue={String(shown)} keepMounted={false}>
      <Tabs.List aria-label="라운드">
        {rounds.map((r) => (
          <Tabs.Tab key={r.round} value={String(r.round)}>
            {r.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {rounds.map((r) => (
        <Tabs.Panel key={r.round} value={String(r.round)} pt="sm">
          <PairingsTable matches={r.matches} label={`${r.label} 대진`} staff={staff} myEntryId={myEntryId} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
