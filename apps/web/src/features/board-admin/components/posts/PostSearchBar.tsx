import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { BOARD_SEARCH_TYPES } from '@carddogam/contract/calls/board';
import { BoardSelect } from '../shared/BoardSelect';

export const POST_STATES = ['전체', '블라인드', '검토요청'] as const;

/** The post list call's search, without the page. */
export interface PostFilter {
  board_id: number | null;
  search_type: (typeof BOARD_SEARCH_TYPES)[number];
  keyword: string;
  state: (typeof POST_STATES)[number];
}

/** Board and state apply at once; the keyword when 검색 is pressed (or Enter). */
export function PostSearchBar({
  filter,
  onChange,
}: {
  filter: PostFilter;
  onChange: (f: PostFilter) => void;
}) {
  const [searchType, setSearchType] = useState(filter.search_type);
  const [keyword, setKeyword] = useState(filter.keyword);
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      wrap="wrap"
      role="search"
      aria-label="게시글 검색"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filter, search_type: searchType, keyword: keyword.trim() });
      }}
    >
      <BoardSelect
        label="게시판"
        allLabel="전체 게시판"
        value={filter.board_id ?? null}
        onChange={(board_id) => onChange({ ...filter, board_id })}
      />
      <Select
        label="검색 대상"
        data={BOARD_SEARCH_TYPES}
        value={searchType}
        onChange={(value) => value && setSearchType(value as PostFilter['search_type'])}
        allowDeselect={false}
        w={130}
      />
      <TextInput
        label="검색어"
        placeholder="제목, 내용 또는 닉네임"
        value={keyword}
        maxLength={50}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        w={{ base: '100%', xs: 220 }}
      />
      <Button type="submit" leftSection={<IconSearch size={16} />}>
        검색
      </Button>
      <SegmentedControl
        aria-label="게시글 상태"
        data={[...POST_STATES]}
        value={filter.state}
        onChange={(state) => onChange({ ...filter, state: state as PostFilter['state'] })}
      />
    </Group>
  );
}
