import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { SEARCH_PAGE_SIZE, type SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { totalPages } from '../lib/page-window';
import { NO_SEARCH_CONDITIONS, NO_SEARCH_RESULTS } from '../lib/search-messages';
import type { ResultView } from '../lib/search-state';
import type { ResultHandlers } from './ResultActions';
import { ResultGrid } from './ResultGrid';
import { ResultsSkeleton } from './ResultsSkeleton';
import { SearchMessage } from './SearchMessage';
import { SearchPager } from './SearchPager';

interface SearchResultsProps extends ResultHandlers {
  noConditions: boolean;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  rows: SearchRow[] | undefined;
  nation: Nation;
  view: ResultView;
  preview: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown under 'No search results.': the filters that emptied the search. */
  emptyHint?: ReactNode;
}

/** The result area: what to search is missing, searching, failed, nothing found, or a page of cards. */
export function SearchResults({ rows, page, onPageChange, ...props }: SearchResultsProps) {
  if (props.noConditions) return <SearchMessage message={NO_SEARCH_CONDITIONS} />;
  if (props.error) {
    return <SearchMessage message={props.error.message || MSG.serverError} error onRetry={props.onRetry} />;
  }
  if (props.loading || !rows) return <ResultsSkeleton view={props.view} />;
  if (rows.length === 0) return <SearchMessage message={NO_SEARCH_RESULTS}>{props.emptyHint}</SearchMessage>;

  const pages = totalPages(rows[0]?.total_count ?? 0, SEARCH_PAGE_SIZE);
  return (
    <Stack gap="md">
      <ResultGrid
        rows={rows}
        nation={props.nation}
        view={props.view}
        preview={props.preview}
        onPreview={props.onPreview}
        onPick={props.onPick}
      />
      <SearchPager page={page} totalPages={pages} onChange={onPageChange} />
    </Stack>
  );
}
