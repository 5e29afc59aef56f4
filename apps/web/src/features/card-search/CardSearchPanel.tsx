import { lazy, Suspense, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { CardDialog } from '../card-detail';
import { EmptyResultHints } from './components/EmptyResultHints';
import { ResultToolbar } from './components/ResultToolbar';
import { SearchForm } from './components/SearchForm';
import { SearchHeader } from './components/SearchHeader';
import { SearchResults } from './components/SearchResults';
import { useCardSearch } from './hooks/use-card-search';
import { useEmptyResultHint } from './hooks/use-empty-result-hint';
import { useFirstSetSearch } from './hooks/use-first-set-search';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSearchStore, type PanelMode } from './hooks/use-search-store';
import { filterKey, hasPokemonOnlyFilter, hasSearchCondition, type SearchState } from './lib/search-state';
import { stateToSearchParams } from './lib/search-url';

// '맨 위로' floats in only after a long scroll on a phone: it loads after the first screen.
const ScrollTopButton = lazy(() => import('./components/ScrollTopButton'));

export interface CardSearchPanelProps {
  /** page: the /card/list screen, its state in the address; picker: embedded in an editor. */
  mode: PanelMode;
  /** Picker mode: called with the card chosen by its '선택' button. */
  onPick?: (row: SearchRow) => void;
  /** Deck editor: Pokémon only, for the member userId (§2.19). */
  deckMode?: boolean;
  /** The member whose collection 'My Collection' searches, and whose deck is edited. */
  userId?: string;
  /** Offers '내 컬렉션', a search of the member's own collection (the trade post editor, §2.19). */
  collectionSearch?: boolean;
  /**
   * Hovering a result opens its card popup on desktop. A screen that shows large card images of its own
   * turns this off, since the previews would only get in the way.
   */
  hoverPreview?: boolean;
}

/** The card search of §2.19, as the /card/list page or as a card picker. */
export function CardSearchPanel({
  mode,
  onPick,
  deckMode = false,
  userId,
  collectionSearch = false,
  hoverPreview = true,
}: CardSearchPanelProps) {
  const store = useSearchStore(mode, deckMode ? { supertype: 'Pokémon' } : undefined);
  const { state, apply } = store;
  const isMobile = useIsMobile();
  const [detailOpen, { toggle: toggleDetail }] = useDisclosure(hasDetailFilter(state));
  const [filtersOpen, { toggle: toggleFilters, close: closeFilters }] = useDisclosure(false);
  const [previewRow, setPreviewRow] = useState<SearchRow | null>(null);
  // Remembers which applied search an empty submit happened over; the message goes once the search changes.
  const [emptySubmitFor, setEmptySubmitFor] = useState<string | null>(null);
  const [collectionOn, setCollectionOn] = useState(false);

  const key = filterKey(state);
  const collectionOf = collectionSearch && collectionOn && userId ? userId : null;
  const deck = deckMode ? { userId: userId ?? null } : undefined;
  const firstSet = useFirstSetSearch(state, !deckMode);
  const ready = deckMode || hasSearchCondition(firstSet.searched);
  const { nation, query } = useCardSearch(firstSet.searched, { deck, collectionOf, enabled: ready });
  const rows = ready ? query.data : undefined;
  // Only the visitor's own filters are explained; the automatic first-set search has none.
  const hints = useEmptyResultHint(state, {
    deck,
    collectionOf,
    enabled: rows?.length === 0 && firstSet.setName === null,
  });

  const change = (patch: Partial<SearchState>) => apply({ ...state, ...patch });
  const reset = (start: SearchState) => {
    closeFilters();
    setEmptySubmitFor(null);
    apply(start);
  };
  const submit = (draft: SearchState) => {
    const next = { ...draft, sort: state.sort, view: state.view, page: 1 };
    closeFilters();
    setEmptySubmitFor(null);
    // The same search again adds no history entry; it only asks the server anew.
    if (stateToSearchParams(next).toString() === stateToSearchParams(state).toString()) void query.refetch();
    else apply(next);
  };

  return (
    <Stack gap="md">
      {mode === 'page' && <SearchHeader />}
      <SearchForm
        key={key}
        initial={state}
        deck={deckMode}
        isMobile={isMobile}
        detailOpen={detailOpen}
        onToggleDetail={toggleDetail}
        filtersOpen={filtersOpen}
        onToggleFilters={toggleFilters}
        onSubmit={submit}
        onEmpty={() => setEmptySubmitFor(key)}
        onReset={reset}
      />
      <ResultToolbar
        totalCount={ready && query.data ? (query.data[0]?.total_count ?? 0) : null}
        totalCapped={query.data?.[0]?.total_capped}
        sort={state.sort}
        view={state.view}
        onSortChange={(sort) => change({ sort, page: 1 })}
        onViewChange={(view) => change({ view })}
        collection={
          collectionSearch
            ? {
                on: collectionOf !== null,
                available: Boolean(userId),
                onToggle: () => setCollectionOn((on) => !on),
              }
            : undefined
        }
      />
      {firstSet.setName && (
        <Text size="sm" c="dimmed">
          최신 제품 '{firstSet.setName}'의 카드입니다. 카드 이름을 검색하면 모든 제품에서 찾습니다.
        </Text>
      )}
      <SearchResults
        noConditions={emptySubmitFor === key || firstSet.missing}
        loading={firstSet.waiting || (ready && query.isPending)}
        error={firstSet.error ?? (ready ? query.error : null)}
        onRetry={() => void query.refetch()}
        rows={rows}
        nation={nation}
        view={state.view}
        preview={!isMobile && hoverPreview}
        page={state.page}
        onPageChange={(page) => change({ page })}
        onPreview={setPreviewRow}
        onPick={mode === 'picker' ? onPick : undefined}
        emptyHint={<EmptyResultHints hints={hints} onApply={apply} />}
      />
      <CardDialog cardId={previewRow?.id ?? null} nation={nation} onClose={() => setPreviewRow(null)} />
      {mode === 'page' && (
        <Suspense fallback={null}>
          <ScrollTopButton />
        </Suspense>
      )}
    </Stack>
  );
}

/** A link that arrives with a detail filter (an artist, an HP range …) opens the area that shows it. */
function hasDetailFilter(state: SearchState): boolean {
  return state.artist !== '' || hasPokemonOnlyFilter(state);
}
