import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { TradeNotices } from '../trade-notice';
import { UserPopupMenu } from '../user-menu';
import { formatDateTime, formatWon } from '../../lib/format';
import { tradePostListQuery } from './api/trade-queries';
import { Pager } from './components/Pager';
import { TradeNav } from './components/TradeNav';

/** /trade/post/list: sale posts, newest first, searchable by title or card name. */
export default function TradePostListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const { user } = useSession();
  const query = useQuery(tradePostListQuery(page, search));
  const go = (next: { page?: number; search?: string }) => {
    const s = next.search ?? search;
    setParams({ ...(s ? { search: s } : {}), page: String(next.page ?? 1) });
  };

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2}>카드거래</Title>
          {user && user.type !== '밴 유저' && (
            <Button component={Link} to="/trade/post/write">
              글쓰기
            </Button>
          )}
        </Group>
        <TradeNav />
        <TradeNotices />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            go({ search: text.trim() });
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="거래글 검색"
              placeholder="제목 또는 카드 이름"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light">
              검색
            </Button>
          </Group>
        </form>
        {query.isPending ? (
          <Skeleton h={240} />
        ) : query.isError ? (
          <Alert color="red">{query.error.message}</Alert>
        ) : query.data.rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            거래글이 없습니다.
          </Text>
        ) : (
          <Stack gap="xs">
            {query.data.rows.map((row) => (
              <Paper key={row.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Anchor component={Link} to={`/trade/post/read?id=${row.id}`} fw={700} lineClamp={1}>
                      {row.title}
                    </Anchor>
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {row.card_name}
                      {row.line_count > 1 ? ` 외 ${row.line_count - 1}장` : ''}
                    </Text>
                    <Group gap={6} wrap="wrap">
                      <UserPopupMenu user={{ user_id: row.user_id, nickname: row.nickname }} />
                      <Text size="sm" c="dimmed">
                        {formatDateTime(row.created)} · 조회 {row.view_count}
                      </Text>
                    </Group>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={700}>{formatWon(row.min_price)}</Text>
                    {row.sold_count === row.line_count && <Badge color="gray">판매완료</Badge>}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {query.data && <Pager total={query.data.total} page={page} onChange={(p) => go({ page: p })} />}
      </Stack>
    </Container>
  );
}
