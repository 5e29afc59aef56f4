import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useCarriedIntent, type LoadIntent } from './load-intent';

/** The loaded half of LazyMultiSelect: Mantine's MultiSelect, carrying on from its placeholder. */
export default function LoadedMultiSelect({ intent, ...props }: MultiSelectProps & { intent: LoadIntent }) {
  const { inputRef, openAtOnce } = useCarriedIntent(intent);
  return <MultiSelect ref={inputRef} defaultDropdownOpened={openAtOnce} {...props} />;
}
