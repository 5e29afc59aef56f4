import { Autocomplete } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shownSeasonsQuery } from '../api/settings-queries';

/**
 * The deck's season: the seasons staff keep (/admin/deck/season) are offered, newest first; a season
 * typed by hand (as older decks carry) is still accepted.
 */
export function SeasonInput({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { data = [] } = useQuery(shownSeasonsQuery);
  return (
    <Autocomplete
      label="시즌"
      placeholder="예: 2025 시즌"
      maxLength={30}
      data={data}
      value={value}
      onChange={onChange}
    />
  );
}
