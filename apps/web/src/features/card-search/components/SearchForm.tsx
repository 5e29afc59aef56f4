import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button, Collapse, Divider, Group, Loader, Paper, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp, IconRefresh } from '@tabler/icons-react';
import { emptySearchState, hasSearchCondition, type SearchState } from '../lib/search-state';
import { BasicFilters } from './BasicFilters';
import { SearchTextInput } from './SearchTextInput';

// Most searches never open 상세 검색: its inputs load the first time it opens.
const DetailFilters = lazy(() => import('./DetailFilters'));

export interface SearchFormProps {
  /** The applied search; the form edits a copy until it is submitted. */
  initial: SearchState;
  deck: boolean;
  isMobile: boolean;
  detailOpen: boolean;
  onToggleDetail: () => void;
  /** On mobile the filters fold away under the search box. */
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onSubmit: (draft: SearchState) => void;
  /** Submitted without any condition (§5). */
  onEmpty: () => void;
  /** 초기화: the search goes back to how the page opens, address and results included. */
  onReset: (start: SearchState) => void;
}

/**
 * The search form. Filters are a draft: the search runs (and the address changes) only on '검색', so a
 * half-chosen set of filters does not fire a search per click or add a history entry per keystroke.
 */
export function SearchForm(props: SearchFormProps) {
  const { initial, deck, isMobile, detailOpen, filtersOpen } = props;
  const [draft, setDraft] = useState(initial);
  // Stays rendered once opened, so closing it folds the filters away instead of removing them first.
  const [detailUsed, setDetailUsed] = useState(detailOpen);
  if (detailOpen && !detailUsed) setDetailUsed(true);
  const patch = (change: Partial<SearchState>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deck || hasSearchCondition(draft)) props.onSubmit(draft);
    else props.onEmpty();
  };
  const reset = () => {
    const empty = emptySearchState();
    const start: SearchState = { ...empty, supertype: deck ? 'Pokémon' : empty.supertype };
    setDraft(start);
    props.onReset(start);
  };

  return (
    <Paper
      component="form"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={submit}
      role="search"
      aria-label="카드 검색 조건"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <SearchTextInput
            textType={draft.textType}
            text={draft.text}
            onTextTypeChange={(textType) => patch({ textType })}
            onTextChange={(text) => patch({ text })}
          />
          <Button type="submit">검색</Button>
        </Group>
        {isMobile && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            onClick={props.onToggleFilters}
            aria-expanded={filtersOpen}
          >
            {filtersOpen ? '필터 접기' : '필터 펼치기'}
          </Button>
        )}
        <Collapse expanded={!isMobile || filtersOpen}>
          <Stack gap="sm">
            <BasicFilters draft={draft} onChange={patch} deck={deck} />
            <Divider
              labelPosition="center"
              label={
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={props.onToggleDetail}
                  aria-expanded={detailOpen}
                  rightSection={detailOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
                >
                  상세 검색
                </Button>
              }
            />
            <Collapse expanded={detailOpen}>
              {(detailOpen || detailUsed) && (
                <Suspense
                  fallback={<Loader size="sm" mx="auto" display="block" aria-label="상세 검색 불러오는 중" />}
                >
                  <DetailFilters draft={draft} onChange={patch} />
                </Suspense>
              )}
            </Collapse>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
                초기화
              </Button>
              <Button type="submit">검색하기</Button>
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
