import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { USER_TYPES } from '@carddogam/contract/constants';

interface UserSearchBarProps {
  q: string;
  type: string | undefined;
  /** The banned list has its type fixed. */
  typeFixed: boolean;
  onSearch: (q: string) => void;
  onType: (type: string | null) => void;
}

/** Search by part of an id, nickname or e-mail, and filter by type. */
export function UserSearchBar({ q, type, typeFixed, onSearch, onType }: UserSearchBarProps) {
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      aria-label="회원 검색"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="검색어"
          placeholder="아이디, 닉네임 또는 이메일"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        {!typeFixed && (
          <Select
            label="회원 유형"
            placeholder="전체"
            data={[...USER_TYPES]}
            value={type ?? null}
            onChange={onType}
            clearable
            w={140}
          />
        )}
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          검색
        </Button>
      </Group>
    </form>
  );
}
