import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TradePostSummary } from '@carddogam/contract/calls/trade';
import { formatWon } from '../../../lib/format';
import { Marked } from './Marked';

/**
 * The newest matching trade posts: title, the first card with its lowest price (as the trade list shows
 * them; the word may be in the card's name rather than the title), writer and date.
 */
export function TradeHits({ rows, q }: { rows: TradePostSummary[]; q: string }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((post) => (
        <Stack key={post.id} component="li" gap={0}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Anchor
              component={Link}
              to={`/trade/post/read?${new URLSearchParams({ id: String(post.id) })}`}
              size="sm"
              fw={500}
              style={{ minWidth: 0 }}
            >
              <Marked q={q} size="sm" inherit truncate>
                {post.title}
              </Marked>
            </Anchor>
            <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
              {formatWon(post.min_price)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Marked q={q} size="xs" c="dimmed" truncate>
              {`${post.card_name}${post.line_count > 1 ? ` 외 ${post.line_count - 1}장` : ''}`}
            </Marked>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {post.nickname} · {post.created.slice(0, 10)}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
