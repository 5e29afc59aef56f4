import { NativeSelect } from '@mantine/core';
import { seasonChoices } from '../lib/season';

/** The season (a Korean calendar year) whose points are shown. */
export function SeasonSelect({ season, onChange }: { season: number; onChange: (season: number) => void }) {
  return (
    <NativeSelect
      label="시즌"
      data={seasonChoices(season).map((year) => ({ value: String(year), label: `${year} 시즌` }))}
      value={String(season)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      w={140}
    />
  );
}
