import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { TextType } from '@carddogam/contract/calls/search';
import { nameSuggestionsQuery } from '../api/search-queries';
import { autocompletesNames } from '../lib/search-state';

/** Waits for a pause in typing so each keystroke does not cost a call. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** Name suggestions for the search text, only while the text is searched as a card name (§2.19). */
export function useNameSuggestions(text: string, textType: TextType): string[] {
  const [debounced] = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = autocompletesNames(textType) && debounced.length > 0 && debounced.length <= 100;
  const { data } = useQuery({ ...nameSuggestionsQuery(debounced), enabled });
  return enabled && data ? data : [];
}
