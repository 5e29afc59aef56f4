import { Text } from '@mantine/core';
import type { SetSummary } from '@carddogam/contract/calls/sets';

/** Release date, printed size and the cards the catalogue has, on one line. */
export function SetFacts({ set }: { set: SetSummary }) {
  const parts = [
    set.release_date ? `발매일 ${set.release_date}` : '발매일 미정',
    set.total_number ? `${set.total_number}번까지` : null,
    `카드 ${set.card_count.toLocaleString('ko-KR')}장`,
  ].filter(Boolean);
  return (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}
