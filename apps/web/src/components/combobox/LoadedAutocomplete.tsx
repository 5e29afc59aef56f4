import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useCarriedIntent, type LoadIntent } from './load-intent';

/** The loaded half of LazyAutocomplete: Mantine's Autocomplete, with the focus and text of its placeholder. */
export default function LoadedAutocomplete({ intent, ...props }: AutocompleteProps & { intent: LoadIntent }) {
  const { inputRef, openAtOnce } = useCarriedIntent(intent);
  return <Autocomplete ref={inputRef} defaultDropdownOpened={openAtOnce} {...props} />;
}
