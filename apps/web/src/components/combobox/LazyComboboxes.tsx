import { lazy, Suspense } from 'react';
import type { AutocompleteProps, MultiSelectProps, SelectProps } from '@mantine/core';
import { AutocompletePlaceholder, MultiSelectPlaceholder, SelectPlaceholder } from './ComboboxPlaceholders';
import { useLoadIntent } from './load-intent';

// A combobox brings its dropdown's code along (floating-ui, the popover, the scroll area: ≈ 40 KB gzip),
// which no visitor needs before opening one. These load right after the screen that shows them.
const LoadedSelect = lazy(() => import('./LoadedSelect'));
const LoadedAutocomplete = lazy(() => import('./LoadedAutocomplete'));
const LoadedMultiSelect = lazy(() => import('./LoadedMultiSelect'));

/*
 * Mantine's Select, Autocomplete and MultiSelect with the same props, for screens whose first view shows
 * them. Each draws a placeholder of the same size and look until its code has loaded (also where the page
 * is rendered on the server). What is done to the placeholder carries over: the field takes its focus, a
 * click or an arrow key opens the list as soon as it can, and text typed into the Autocomplete stays.
 */

export function LazySelect(props: SelectProps) {
  const { intent, handlers } = useLoadIntent();
  return (
    <Suspense fallback={<SelectPlaceholder props={props} handlers={handlers} />}>
      <LoadedSelect intent={intent} {...props} />
    </Suspense>
  );
}

export function LazyAutocomplete(props: AutocompleteProps) {
  const { intent, setIntent, handlers } = useLoadIntent();
  return (
    <Suspense
      fallback={
        <AutocompletePlaceholder props={props} handlers={handlers} onType={() => setIntent('open')} />
      }
    >
      <LoadedAutocomplete intent={intent} {...props} />
    </Suspense>
  );
}

export function LazyMultiSelect(props: MultiSelectProps) {
  const { intent, handlers } = useLoadIntent();
  return (
    <Suspense fallback={<MultiSelectPlaceholder props={props} handlers={handlers} />}>
      <LoadedMultiSelect intent={intent} {...props} />
    </Suspense>
  );
}
