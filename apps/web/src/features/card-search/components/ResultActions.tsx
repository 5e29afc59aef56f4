import { lazy, Suspense } from 'react';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconEye, IconStar } from '@tabler/icons-react';
import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { LazyTooltip } from '../../../components/tooltip/LazyTooltip';

// The watchlist's ☆ loads after the results, not with the page (the first-load budget).
const WatchButton = lazy(() => import('../../watchlist').then((m) => ({ default: m.WatchButton })));

export interface ResultHandlers {
  onPreview: (row: SearchRow) => void;
  /** Picker mode: choose this card. */
  onPick?: (row: SearchRow) => void;
}

/** The edition and name the result shows, for its ☆. */
export interface ResultWatch {
  nation: Nation;
  title: string;
}

/**
 * The buttons under a result: the watchlist's ☆ (not in a picker), the card popup, and '선택' when the
 * list is a picker.
 */
export function ResultActions({
  row,
  onPreview,
  onPick,
  watch,
}: ResultHandlers & { row: SearchRow; watch?: ResultWatch }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {watch && !onPick && (
        <Suspense fallback={<WatchPlaceholder />}>
          <WatchButton cardId={row.id} nation={watch.nation} cardTitle={watch.title} />
        </Suspense>
      )}
      <LazyTooltip label="카드 미리보기" withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label="카드 미리보기" onClick={() => onPreview(row)}>
          <IconEye size={18} />
        </ActionIcon>
      </LazyTooltip>
      {onPick && (
        <Button size="compact-xs" onClick={() => onPick(row)}>
          선택
        </Button>
      )}
    </Group>
  );
}

/**
 * The ☆ as it first shows, while its code loads: the same icon button, inert and hidden from screen
 * readers, so the buttons beside it do not move when it arrives.
 */
function WatchPlaceholder() {
  return (
    <ActionIcon component="span" variant="subtle" color="gray" aria-hidden>
      <IconStar size={18} />
    </ActionIcon>
  );
}
