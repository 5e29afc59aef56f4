import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import type { VisitLogFilter } from '../api/keys';
import { DateRangeInputs } from '../../../components/DateRangeInputs';

type Filter = Omit<VisitLogFilter, 'page'>;

/** Path (its start), member id, IP and a range of days; applied together with 검색. */
export function VisitLogFilters({ filter, onChange }: { filter: Filter; onChange: (next: Filter) => void }) {
  const [draft, setDraft] = useState(filter);
  const text = (key: 'path' | 'user_id' | 'ip') => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [key]: e.currentTarget.value }),
  });
  return (
    <Group
      gap="xs"
      wrap="wrap"
      align="flex-end"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...draft, path: draft.path.trim(), user_id: draft.user_id.trim(), ip: draft.ip.trim() });
      }}
    >
      <TextInput
        label="경로"
        placeholder="/card 로 시작하는 경로"
        maxLength={200}
        w={200}
        {...text('path')}
      />
      <TextInput label="회원 아이디" maxLength={64} w={150} {...text('user_id')} />
      <TextInput label="IP" maxLength={64} w={150} {...text('ip')} />
      <DateRangeInputs value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
      <Button type="submit" variant="light">
        검색
      </Button>
    </Group>
  );
}
