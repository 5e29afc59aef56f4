import { useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { BOARD_SEARCH_TYPES } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import type { BoardSearchType } from '../lib/list-state';

interface BoardSearchFormProps {
  searchType: BoardSearchType;
  keyword: string;
  onSearch: (searchType: BoardSearchType, keyword: string) => void;
}

/**
 * Search within the board by 제목, 내용, 제목+내용 or 글쓴이. The page keys this form by the search in
 * the address, so back and forward show the words of that search.
 */
export function BoardSearchForm({ searchType, keyword, onSearch }: BoardSearchFormProps) {
  const [type, setType] = useState<BoardSearchType>(searchType);
  const [text, setText] = useState(keyword);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      role="search"
      aria-label="게시판 검색"
      onSubmit={(e) => {
        e.preventDefault();
        const words = text.trim();
        // An empty search box clears a search in progress; with none, it asks for words.
        if (!words && !keyword) return setError(BOARD_MSG.keywordRequired);
        setError(null);
        onSearch(type, words);
      }}
    >
      <Group gap="xs" justify="center" wrap="nowrap" align="flex-start">
        <NativeSelect
          aria-label="검색 조건"
          data={[...BOARD_SEARCH_TYPES]}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as BoardSearchType)}
          w={112}
          style={{ flexShrink: 0 }}
        />
        <TextInput
          aria-label="검색어"
          placeholder="검색어"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={50}
          error={error}
          style={{ flex: 1, maxWidth: 320 }}
        />
        <Button type="submit" variant="default" style={{ flexShrink: 0 }}>
          검색
        </Button>
      </Group>
    </form>
  );
}
