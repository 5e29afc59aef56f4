import { useState } from 'react';
import { Group, type OptionsFilter } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TextType } from '@carddogam/contract/calls/search';
import { LazyAutocomplete, LazySelect } from '../../../components/combobox/LazyComboboxes';
import { useNameSuggestions } from '../hooks/use-name-suggestions';
import { TEXT_TYPE_OPTIONS } from '../lib/search-options';

/** The server already matched the prefix; filtering again here would drop names in other scripts. */
const keepServerOrder: OptionsFilter = ({ options }) => options;

interface SearchTextInputProps {
  textType: TextType;
  text: string;
  onTextTypeChange: (textType: TextType) => void;
  onTextChange: (text: string) => void;
}

/** What to search in, and the text, with card-name suggestions for All and Card name (§2.19). */
export function SearchTextInput({ textType, text, onTextTypeChange, onTextChange }: SearchTextInputProps) {
  // A text that arrived with the link is not being typed, so it gets no suggestions until it is edited.
  const [typed, setTyped] = useState(false);
  const suggestions = useNameSuggestions(typed ? text : '', textType);
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
      <LazySelect
        aria-label="검색 대상"
        data={TEXT_TYPE_OPTIONS}
        value={textType}
        onChange={(value) => value && onTextTypeChange(value as TextType)}
        allowDeselect={false}
        w={{ base: 110, sm: 130 }}
        comboboxProps={{ withinPortal: true }}
      />
      <LazyAutocomplete
        aria-label="검색어"
        placeholder="카드 이름, 기술, 특성 (예: 리자몽, Charizard)"
        data={suggestions}
        filter={keepServerOrder}
        limit={10}
        value={text}
        onChange={(value) => {
          setTyped(true);
          onTextChange(value);
        }}
        maxLength={100}
        leftSection={<IconSearch size={16} />}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
