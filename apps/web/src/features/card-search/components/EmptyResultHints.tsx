import { Button, Group, Stack, Text } from '@mantine/core';
import { formatThousands } from '../../../lib/format';
import type { EmptyResultHint } from '../hooks/use-empty-result-hint';
import type { SearchState } from '../lib/search-state';

/** Under '검색 결과가 없습니다.': the filters that emptied the search, each with a button taking it off. */
export function EmptyResultHints({
  hints,
  onApply,
}: {
  hints: EmptyResultHint[];
  onApply: (state: SearchState) => void;
}) {
  if (hints.length === 0) return null;
  return (
    <Stack gap={6} align="center">
      {hints.map(({ filter, without, count, capped }) => (
        <Group key={filter.key} gap="xs" justify="center">
          <Text size="sm" c="dimmed">
            '{filter.label}' 조건을 빼면 {formatThousands(count)}장{capped ? ' 이상' : ''}이 검색됩니다.
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => onApply(without)}>
            {filter.name} 조건 해제
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
