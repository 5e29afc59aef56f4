import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { DEFAULT_PERIOD, periodToApply, type Period } from '../lib/period-filter';

interface PeriodFilterProps {
  period: Period;
  /** The period the server used, shown in the fields while the address names none. */
  server: { from: string; to: string } | null;
  onChange: (next: Period) => void;
}

/**
 * The period of the figures, applied with 조회; 최근 3개월 goes back to the default. Rendered again with a
 * new key whenever the address or the server's period changes, so the fields start from what the page shows.
 */
export function PeriodFilter({ period, server, onChange }: PeriodFilterProps) {
  const [draft, setDraft] = useState<Period>({
    from: period.from ?? server?.from ?? null,
    to: period.to ?? server?.to ?? null,
  });
  return (
    <Group
      component="form"
      aria-label="조회 기간"
      gap="xs"
      wrap="wrap"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(periodToApply(period, draft, server));
      }}
    >
      <TextInput
        label="시작일"
        type="date"
        value={draft.from ?? ''}
        onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value || null })}
        w={{ base: 'calc(50% - 4px)', sm: 160 }}
      />
      <TextInput
        label="종료일"
        type="date"
        value={draft.to ?? ''}
        onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value || null })}
        w={{ base: 'calc(50% - 4px)', sm: 160 }}
      />
      <Group gap="xs">
        <Button type="submit">조회</Button>
        <Button variant="default" onClick={() => onChange(DEFAULT_PERIOD)}>
          최근 3개월
        </Button>
      </Group>
    </Group>
  );
}
