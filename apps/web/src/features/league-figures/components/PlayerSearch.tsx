import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The name search of the ranking; rendered again with a new key when the address changes. */
export function PlayerSearch({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(text);
  return (
    <Group
      component="form"
      role="search"
      gap="xs"
      wrap="nowrap"
      align="flex-end"
      style={{ flex: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextInput
        label="선수 찾기"
        placeholder="PTCGL 이름 또는 닉네임"
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        maxLength={60}
        style={{ flex: 1 }}
        maw={320}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
        검색
      </Button>
    </Group>
  );
}
