import { Chip, Group, ScrollArea, Tabs } from '@mantine/core';
import { BOARD_TABS, type BoardInfo } from '@carddogam/contract/calls/board';
import type { BoardTab } from '../lib/list-state';

interface ListFiltersProps {
  board: BoardInfo;
  tab: BoardTab;
  category: string | null;
  onTab: (tab: BoardTab) => void;
  onCategory: (category: string | null) => void;
}

const ALL_CATEGORIES = '';

/** 전체 / 베스트 tabs (when the board has a 베스트 count) and the 말머리 filter (when it has 말머리). */
export function ListFilters({ board, tab, category, onTab, onCategory }: ListFiltersProps) {
  const showTabs = board.best_votes > 0;
  const showCategories = board.categories.length > 0;
  if (!showTabs && !showCategories) return null;
  return (
    <>
      {showTabs && (
        <Tabs value={tab} onChange={(value) => value && onTab(value as BoardTab)}>
          <Tabs.List aria-label="목록 구분">
            {BOARD_TABS.map((t) => (
              <Tabs.Tab
                key={t}
                value={t}
                title={t === '베스트' ? `추천 ${board.best_votes}개 이상` : undefined}
              >
                {t}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {showCategories && (
        <ScrollArea type="never">
          <Chip.Group
            multiple={false}
            value={category ?? ALL_CATEGORIES}
            onChange={(value) => onCategory(value === ALL_CATEGORIES ? null : value)}
          >
            <Group gap={6} wrap="nowrap" role="radiogroup" aria-label="말머리">
              <Chip value={ALL_CATEGORIES} size="xs">
                전체
              </Chip>
              {board.categories.map((c) => (
                <Chip key={c} value={c} size="xs">
                  {c}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
    </>
  );
}
