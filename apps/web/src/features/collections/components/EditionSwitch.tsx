import { SegmentedControl } from '@mantine/core';
import { NATION_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';

const OPTIONS = NATIONS.map((nation) => ({ value: nation, label: NATION_LABEL[nation] }));

/** 국내판 / 북미판 / 일본판: each edition has its own book. */
export function EditionSwitch({ value, onChange }: { value: Nation; onChange: (nation: Nation) => void }) {
  return (
    <SegmentedControl
      aria-label="판본"
      data={OPTIONS}
      value={value}
      onChange={(next) => onChange(next as Nation)}
      size="sm"
    />
  );
}
