import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { UNIFIED_QUERY_MAX, UNIFIED_SEARCH_MSG as M } from '@carddogam/contract/calls/unified-search';
import { isSearchable, normaliseQuery } from '../lib/search-links';

interface UnifiedSearchFormProps {
  /** The word in the address; the box starts with it. */
  initial: string;
  onSearch: (q: string) => void;
}

/** The one search box: a word of at least two characters, checked here before the server sees it. */
export function UnifiedSearchForm({ initial, onSearch }: UnifiedSearchFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      role="search"
      aria-label="통합검색"
      onSubmit={(e) => {
        e.preventDefault();
        const q = normaliseQuery(text);
        if (!isSearchable(q)) {
          setError([...q].length > UNIFIED_QUERY_MAX ? M.tooLong : M.tooShort);
          return;
        }
        setError(null);
        onSearch(q);
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="검색어"
          placeholder="카드, 게시글, 덱, 거래글, 회원을 한 번에 검색"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          maxLength={UNIFIED_QUERY_MAX + 10}
          error={error !== null}
          style={{ flex: 1 }}
          autoFocus={initial === ''}
        />
        <Button type="submit">검색</Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </form>
  );
}
