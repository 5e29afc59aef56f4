import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface StaffLogFilter {
  member: string;
  action: string;
  target_type: string;
  target_id: string;
  from: string;
  to: string;
}

export const EMPTY_LOG_FILTER: StaffLogFilter = {
  member: '',
  action: '',
  target_type: '',
  target_id: '',
  from: '',
  to: '',
};

const FIELDS: Array<{ key: keyof StaffLogFilter; label: string; placeholder?: string; type?: string }> = [
  { key: 'member', label: '작업자', placeholder: '아이디 또는 닉네임' },
  { key: 'action', label: '작업', placeholder: '예: user.permission, user.' },
  { key: 'target_type', label: '대상 종류', placeholder: '예: user' },
  { key: 'target_id', label: '대상 아이디' },
  { key: 'from', label: '시작일', type: 'date' },
  { key: 'to', label: '종료일', type: 'date' },
];

/** The staff action log's search: who, which action, which record, which days (Korean time). */
export function StaffLogFilters({ onSearch }: { onSearch: (filter: StaffLogFilter) => void }) {
  const [draft, setDraft] = useState(EMPTY_LOG_FILTER);
  return (
    <form
      role="search"
      aria-label="매니저 기록 검색"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <Group gap="xs" align="flex-end">
        {FIELDS.map((field) => (
          <TextInput
            key={field.key}
            label={field.label}
            placeholder={field.placeholder}
            type={field.type}
            value={draft[field.key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, [field.key]: value }));
            }}
            w={field.type ? 150 : 170}
          />
        ))}
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          검색
        </Button>
      </Group>
    </form>
  );
}
