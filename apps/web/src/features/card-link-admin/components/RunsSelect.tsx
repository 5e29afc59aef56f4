import { Select } from '@mantine/core';

const RUN_CHOICES = [1, 2, 3, 5, 10].map((n) => ({
  value: String(n),
  label: n === 1 ? '마지막 가져오기' : `최근 ${n}번의 가져오기`,
}));

/** Which import runs count as "new": the last one, or the last few. */
export function RunsSelect({ value, onChange }: { value: number; onChange: (runs: number) => void }) {
  return (
    <Select
      label="기준"
      data={RUN_CHOICES}
      value={String(value)}
      onChange={(next) => onChange(Number(next ?? 1))}
      allowDeselect={false}
      w={180}
    />
  );
}
