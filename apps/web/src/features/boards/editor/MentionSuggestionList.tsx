import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Badge, Group, Loader, Paper, Text } from '@mantine/core';
import { NATION_LABEL } from '@carddogam/contract/constants';
import type { MentionPopupState, MentionPopupStore } from './mention-popup-store';
import classes from './BoardEditor.module.css';

/**
 * The `[[` card list at the caret: a listbox of up to 8 cards with name, edition and set/number.
 * ArrowUp/Down move, Enter or Tab choose, Escape closes (the plugin handles Escape); the mouse chooses
 * without taking the focus from the editor.
 */
export function MentionSuggestionList({
  popup,
  store,
}: {
  popup: MentionPopupState;
  store: MentionPopupStore;
}) {
  const { items, loading, query, error, choose } = popup;
  const [active, setActive] = useState(0);
  const [shownItems, setShownItems] = useState(items);
  const activeRef = useRef<HTMLDivElement | null>(null);
  if (shownItems !== items) {
    setShownItems(items);
    setActive(0);
  }

  useLayoutEffect(() => {
    store.setKeyHandler((event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (items.length === 0) return false;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + items.length) % items.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        // Results for an older query may still be on screen: choosing one now could pick the wrong card.
        if (loading) return true;
        const item = items[active];
        if (!item) return false;
        choose(item);
        return true;
      }
      return false;
    });
    return () => store.setKeyHandler(null);
  }, [store, items, active, loading, choose]);

  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  let body;
  if (!query.trim()) {
    body = <Status>카드 이름을 입력하세요. 한글·영어·일본어 이름 모두 찾습니다.</Status>;
  } else if (error) {
    body = (
      <Text size="sm" c="red" role="alert" px="xs" py={6}>
        {error}
      </Text>
    );
  } else if (items.length === 0) {
    body = loading ? (
      <Group gap="xs" px="xs" py={6}>
        <Loader size="xs" aria-hidden />
        <Text size="sm">카드를 찾는 중…</Text>
      </Group>
    ) : (
      <Status>찾는 카드가 없습니다.</Status>
    );
  } else {
    body = (
      <div
        role="listbox"
        aria-label="카드 검색 결과"
        aria-busy={loading || undefined}
        className={classes.list}
      >
        {items.map((item, index) => (
          <div
            key={`${item.cardId}:${item.edition}`}
            ref={index === active ? activeRef : undefined}
            role="option"
            aria-selected={index === active}
            className={classes.option}
            data-active={index === active || undefined}
            onMouseEnter={() => setActive(index)}
            onMouseDown={(event) => {
              // Keeps the editor's focus and selection, which the insertion needs.
              event.preventDefault();
              choose(item);
            }}
          >
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {item.name}
              </Text>
              <Badge size="xs" variant="light" color={EDITION_COLOR[item.edition]}>
                {NATION_LABEL[item.edition]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {[item.set, item.number].filter(Boolean).join(' · ') || item.cardId}
            </Text>
          </div>
        ))}
      </div>
    );
  }

  return (
    <Paper shadow="md" withBorder p={4} className={classes.popup}>
      {body}
    </Paper>
  );
}

const EDITION_COLOR = { kr: 'blue', en: 'teal', jp: 'red' } as const;

function Status({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" px="xs" py={6}>
      {children}
    </Text>
  );
}
