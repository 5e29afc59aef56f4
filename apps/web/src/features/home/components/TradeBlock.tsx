import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatWon } from '../../../lib/format';
import { tradePostListQuery } from '../../trade';
import { UserPopupMenu } from '../../user-menu';
import { HOME_EMPTY } from '../lib/home-texts';
import { BlockBody } from './BlockBody';
import { BlockItem, BlockList } from './BlockList';
import { HomeBlock } from './HomeBlock';

const TRADE_ROWS = 6;

/** The newest sale posts: the first rows of /trade/post/list's first page. */
export function TradeBlock() {
  const query = useQuery(tradePostListQuery(1, ''));
  const posts = query.data?.rows.slice(0, TRADE_ROWS) ?? [];
  return (
    <HomeBlock title="최근 거래글" href="/trade/post/list">
      <BlockBody
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={posts.length === 0}
        emptyText={HOME_EMPTY.trade}
        rows={TRADE_ROWS}
      >
        <BlockList>
          {posts.map((post) => (
            <BlockItem key={post.id}>
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Anchor
                  component={Link}
                  to={`/trade/post/read?id=${post.id}`}
                  size="sm"
                  c="var(--mantine-color-text)"
                  truncate="end"
                  miw={0}
                >
                  {post.title}
                </Anchor>
                {post.sold_count === post.line_count ? (
                  <Badge size="sm" color="gray" style={{ flex: 'none' }}>
                    판매완료
                  </Badge>
                ) : (
                  <Text size="sm" fw={700} style={{ flex: 'none' }}>
                    {formatWon(post.min_price)}
                  </Text>
                )}
              </Group>
              <Group gap={6} wrap="nowrap" mt={2}>
                <Text size="xs" c="dimmed" truncate="end" miw={0}>
                  {post.card_name}
                  {post.line_count > 1 ? ` 외 ${post.line_count - 1}장` : ''}
                </Text>
                <UserPopupMenu user={{ user_id: post.user_id, nickname: post.nickname }} size="xs" />
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {formatDate(post.created)}
                </Text>
              </Group>
            </BlockItem>
          ))}
        </BlockList>
      </BlockBody>
    </HomeBlock>
  );
}
