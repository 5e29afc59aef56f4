import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Container,
  Divider,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TRADE_MSG } from '@carddogam/contract/calls/trade';
import { UserPopupMenu } from '../user-menu';
import { MemberReportButton } from '../member-reports';
import { composeHref } from '../messages';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { showError, showSuccess } from '../../lib/toast';
import { useTradeMutations } from './api/trade-mutations';
import { tradePostQuery } from './api/trade-queries';
import { LinkifiedText } from './components/LinkifiedText';
import { PostLines } from './components/PostLines';
import { TradeNav } from './components/TradeNav';
import { WantedByLine } from './components/WantedByLine';
import { postIdFrom } from './lib/post-id';

/** /trade/post/read?id= — a sale post with its photos, text and card lines. */
export default function TradePostReadPage() {
  const [params] = useSearchParams();
  const id = postIdFrom(params);
  const { user } = useSession();
  const navigate = useNavigate();
  const query = useQuery(tradePostQuery(id));
  const { remove, sold } = useTradeMutations();

  const shell = (body: ReactNode) => (
    <Container size="lg" py="md" px="xs">
      {body}
    </Container>
  );
  if (id === null) return shell(<Alert color="red">{TRADE_MSG.notFound}</Alert>);
  if (query.isPending) return shell(<Skeleton h={320} />);
  if (query.isError) return shell(<Alert color="red">{query.error.message}</Alert>);
  const post = query.data;
  const isWriter = !!user && user.user_id === post.user_id && user.type !== '밴 유저';
  const isAdmin = user?.type === '관리자';

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '거래글 삭제',
      children: <Text size="sm">{TRADE_MSG.deleteConfirm}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(post.id, {
          onSuccess: () => {
            showSuccess(TRADE_MSG.deleted);
            void navigate('/trade/post/list');
          },
          onError: showError,
        }),
    });

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <TradeNav />
        <Stack gap={4}>
          <Title order={2} style={{ wordBreak: 'break-word' }}>
            {post.title}
          </Title>
          <Group gap={6} wrap="wrap">
            <UserPopupMenu user={{ user_id: post.user_id, nickname: post.nickname }} />
            <Text size="sm" c="dimmed">
              · {formatDateTime(post.created)} · 조회 {post.view_count}
            </Text>
            <MemberReportButton
              member={{ userId: post.user_id, nickname: post.nickname }}
              source={{ kind: 'trade_post', id: post.id }}
            />
            {user && user.user_id !== post.user_id && (
              <Button
                size="compact-xs"
                variant="light"
                component={Link}
                to={composeHref(post.nickname, post.id)}
              >
                쪽지 보내기
              </Button>
            )}
          </Group>
        </Stack>
        {user?.user_id === post.user_id && <WantedByLine postId={post.id} />}
        {(isWriter || isAdmin) && (
          <Group gap="xs">
            {isWriter && (
              <Button size="xs" variant="light" component={Link} to={`/trade/post/update?id=${post.id}`}>
                수정
              </Button>
            )}
            <Button size="xs" variant="light" color="red" onClick={confirmDelete}>
              삭제
            </Button>
          </Group>
        )}
        <Divider />
        <PostLines
          lines={post.lines}
          canMarkSold={isWriter}
          onSold={(lineId) =>
            sold.mutate(lineId, { onSuccess: () => showSuccess(TRADE_MSG.soldDone), onError: showError })
          }
        />
        {post.images.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {post.images.map((url) => (
              <Image key={url} src={url} alt="거래 이미지" radius="sm" fit="contain" mah={600} />
            ))}
          </SimpleGrid>
        )}
        <LinkifiedText text={post.content} />
      </Stack>
    </Container>
  );
}
