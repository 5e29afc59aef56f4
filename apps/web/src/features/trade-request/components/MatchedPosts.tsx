import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { WANT_MSG, type WantMatch } from '@carddogam/contract/calls/want-matches';
import { formatDateTime, formatWon } from '../../../lib/format';

/** The sale posts matched to one request: title (to the post), price, when it matched; newest first. */
export function MatchedPosts({ matches }: { matches: WantMatch[] }) {
  if (matches.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {WANT_MSG.noMatches}
      </Text>
    );
  return (
    <Stack gap={4} aria-label="조건에 맞는 판매글">
      {matches.map((m) => (
        <Group key={m.post_id} gap={6} wrap="wrap">
          <Anchor component={Link} to={`/trade/post/read?id=${m.post_id}`} size="sm">
            {m.title}
          </Anchor>
          <Text size="sm" fw={600}>
            {formatWon(m.card_price)}
          </Text>
          {m.line_state === '판매완료' && (
            <Badge size="xs" color="gray" variant="light">
              판매완료
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(m.created)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
