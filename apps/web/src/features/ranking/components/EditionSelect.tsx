import { NativeSelect } from '@mantine/core';
import { NATION_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';

const OPTIONS = NATIONS.map((nation) => ({ value: nation, label: NATION_LABEL[nation] }));

/** The mobile edition dropdown (§2.20); a native select is the easiest to use on a phone. */
export function EditionSelect({ value, onChange }: { value: Nation; onChange: (nation: Nation) => void }) {
  return (
    <NativeSelect
      aria-label="판본"
      data={OPTIONS}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as Nation)}
      w={100}
      size="xs"
    />
  );
}
