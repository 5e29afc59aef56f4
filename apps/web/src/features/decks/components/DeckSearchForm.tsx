import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { DECK_SEARCH_TYPES, DECK_SORTS, REGULATION_GROUPS } from '@carddogam/contract/calls/decks';
import type { DeckListState } from '../lib/deck-search-url';

/** The /deck/list search form; the sort applies at once, the rest on 검색. */
export function DeckSearchForm({
  state,
  onSearch,
}: {
  state: DeckListState;
  onSearch: (next: DeckListState) => void;
}) {
  const [draft, setDraft] = useState(state);
  const set = (patch: Partial<DeckListState>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch({ ...draft, page: 1 });
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="레귤레이션"
          w={120}
          data={['전체', ...REGULATION_GROUPS]}
          value={draft.regulation_group}
          onChange={(v) => set({ regulation_group: (v ?? '전체') as DeckListState['regulation_group'] })}
          allowDeselect={false}
        />
        <Select
          label="검색 항목"
          w={110}
          data={[...DECK_SEARCH_TYPES]}
          value={draft.search_type}
          onChange={(v) => set({ search_type: (v ?? '제목') as DeckListState['search_type'] })}
          allowDeselect={false}
        />
        <TextInput
          label="검색어"
          value={draft.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          style={{ flex: 1, minWidth: 140 }}
        />
        <TextInput
          label="태그"
          w={110}
          value={draft.tag}
          onChange={(e) => set({ tag: e.currentTarget.value })}
        />
        <TextInput
          label="시즌"
          w={100}
          value={draft.season}
          onChange={(e) => set({ season: e.currentTarget.value })}
        />
        <Select
          label="정렬"
          w={110}
          data={[...DECK_SORTS]}
          value={state.sort}
          onChange={(v) => onSearch({ ...draft, sort: (v ?? '최신순') as DeckListState['sort'], page: 1 })}
          allowDeselect={false}
        />
        <Button type="submit">검색</Button>
      </Group>
    </form>
  );
}
