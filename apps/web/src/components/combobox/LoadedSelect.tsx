import { Select, type SelectProps } from '@mantine/core';
import { useCarriedIntent, type LoadIntent } from './load-intent';

/** The loaded half of LazySelect: Mantine's Select, carrying on from what was done to its placeholder. */
export default function LoadedSelect({ intent, ...props }: SelectProps & { intent: LoadIntent }) {
  const { inputRef, openAtOnce } = useCarriedIntent(intent);
  return <Select ref={inputRef} defaultDropdownOpened={openAtOnce} {...props} />;
}
