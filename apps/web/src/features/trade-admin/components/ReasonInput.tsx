import { Textarea } from '@mantine/core';

/** The reason every correction carries: it becomes the staff log entry's memo. */
export function ReasonInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Textarea
      label="사유"
      description="매니저 기록에 남습니다"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={500}
      required
      autosize
      minRows={2}
    />
  );
}
