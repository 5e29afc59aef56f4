import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A part of an id or nickname, searched on submit. */
export function MemberSearch({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="검색어"
          placeholder="아이디 또는 닉네임"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" variant="default" leftSection={<IconSearch size={16} />}>
          검색
        </Button>
      </Group>
    </form>
  );
}
