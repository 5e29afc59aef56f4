import { Button, Center, Group, SegmentedControl, Text } from '@mantine/core';
import { IconFolderHeart, IconLayoutGrid, IconList } from '@tabler/icons-react';
import type { SearchSort } from '@carddogam/contract/calls/search';
import { LazySelect } from '../../../components/combobox/LazyComboboxes';
import { formatThousands } from '../../../lib/format';
import { SORT_OPTIONS, VIEW_LABEL } from '../lib/search-options';
import type { ResultView } from '../lib/search-state';

export interface CollectionToggle {
  on: boolean;
  /** Without a member there is no collection to search. */
  available: boolean;
  onToggle: () => void;
}

interface ResultToolbarProps {
  totalCount: number | null;
  /** The count stopped at the pager's cap: there are more. */
  totalCapped?: boolean;
  sort: SearchSort;
  view: ResultView;
  onSortChange: (sort: SearchSort) => void;
  onViewChange: (view: ResultView) => void;
  /** Shown on the trade post editor only (§2.19). */
  collection?: CollectionToggle;
}

const viewLabel = (view: ResultView, Icon: typeof IconList) => (
  <Center style={{ gap: 4 }}>
    <Icon size={16} aria-hidden />
    <span>{VIEW_LABEL[view]}</span>
  </Center>
);

/** Result count, sort order, grid or list view, and the trade editor's 'My Collection' switch. */
export function ResultToolbar(props: ResultToolbarProps) {
  const { totalCount, totalCapped, sort, view, collection } = props;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {totalCount === null ? ' ' : `총 ${formatThousands(totalCount)}장${totalCapped ? ' 이상' : ''}`}
        </Text>
        {collection && (
          <Button
            size="compact-sm"
            variant={collection.on ? 'filled' : 'light'}
            leftSection={<IconFolderHeart size={16} />}
            onClick={collection.onToggle}
            disabled={!collection.available}
            aria-pressed={collection.on}
          >
            내 컬렉션
          </Button>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LazySelect
          aria-label="정렬"
          data={SORT_OPTIONS}
          value={sort}
          onChange={(value) => value && props.onSortChange(value as SearchSort)}
          allowDeselect={false}
          w={150}
          size="xs"
        />
        <SegmentedControl
          aria-label="보기 방식"
          size="xs"
          value={view}
          onChange={(value) => props.onViewChange(value as ResultView)}
          data={[
            { value: 'grid', label: viewLabel('grid', IconLayoutGrid) },
            { value: 'list', label: viewLabel('list', IconList) },
          ]}
        />
      </Group>
    </Group>
  );
}
