import { Text } from '@mantine/core';

/** The period the figures cover (the server's, default or chosen) and the sample they rest on. */
export function PeriodLine({ period, sample }: { period: { from: string; to: string }; sample: string }) {
  return (
    <Text size="sm" c="dimmed" aria-label="조회 기간과 표본">
      {period.from} ~ {period.to} · {sample}
    </Text>
  );
}
