import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The name search of the player list; rendered again with a new key when the address changes. */
export function PlayerSearchForm({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(text);
  return (
    <Group
      component="form"
      role="search"
      gap="xs"
      wrap="nowrap"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextInput
        label="선수 이름"
        placeholder="이름으로 찾기"
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        maxLength={60}
        style={{ flex: 1 }}
        maw={360}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
        검색
      </Button>
    </Group>
  );
}
