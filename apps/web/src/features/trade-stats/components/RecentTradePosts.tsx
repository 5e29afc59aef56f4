import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TradeStats } from '@carddogam/contract/calls/trade-stats';
import { formatDateTime, formatWon } from '../../../lib/format';

export const NO_TRADE_POSTS = '해당 카드의 카드거래글이 없습니다.';

/** 최근 카드거래 글 (§2.13): the newest sale posts holding this card (decision 010: five posts). */
export function RecentTradePosts({ posts }: { posts: TradeStats['recent_posts'] }) {
  return (
    <Stack gap={6} aria-label="최근 카드거래 글" role="region">
      <Text fw={700}>최근 카드거래 글</Text>
      {posts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_TRADE_POSTS}
        </Text>
      ) : (
        posts.map((post) => (
          <Anchor
            key={post.id}
            component={Link}
            to={`/trade/post/read?id=${post.id}`}
            underline="hover"
            c="inherit"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" lineClamp={1}>
                {post.title}
              </Text>
              <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                {post.card_state} · {formatWon(post.card_price)} · {formatDateTime(post.created)}
              </Text>
            </Group>
          </Anchor>
        ))
      )}
      <Text size="xs" c="dimmed">
        시세는 카드거래의 판매글에서 실시간으로 갱신됩니다.
      </Text>
    </Stack>
  );
}
