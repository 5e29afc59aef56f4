import { TextInput } from '@mantine/core';

export interface DateRange {
  from: string | null;
  to: string | null;
}

/** 시작일 and 종료일 of a back-office filter, as 'YYYY-MM-DD' (Seoul days) or null when empty. */
export function DateRangeInputs({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  return (
    <>
      <TextInput
        label="시작일"
        type="date"
        value={value.from ?? ''}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value || null })}
        w={160}
      />
      <TextInput
        label="종료일"
        type="date"
        value={value.to ?? ''}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value || null })}
        w={160}
      />
    </>
  );
}
