import { Badge } from '@mantine/core';

/** The medal colours of the day's first three; everyone after them plain. */
const MEDALS = ['yellow', 'gray', 'orange'] as const;

export function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank - 1];
  return (
    <Badge
      variant={medal ? 'filled' : 'light'}
      color={medal ?? 'blue'}
      radius="sm"
      style={{ flexShrink: 0, minWidth: 44 }}
    >
      {rank}등
    </Badge>
  );
}
