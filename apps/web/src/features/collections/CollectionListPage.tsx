import { Alert, Anchor, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { COLLECTION_MSG, COLLECTION_PAGE_SIZE } from '@carddogam/contract/calls/collections';
import type { Nation } from '@carddogam/contract/constants';
import { UserPopupMenu } from '../user-menu';
import { ApiError } from '../../lib/api';
import { formatThousands } from '../../lib/format';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSession } from '../../lib/session';
import { loginPath } from '../../lib/next-path';
import { collectionListQuery } from './api/collection-queries';
import { CollectionFilters } from './components/CollectionFilters';
import { CollectionGrid } from './components/CollectionGrid';
import { CollectionLayout } from './components/CollectionLayout';
import { CollectionValuePanel } from './components/CollectionValuePanel';
import { editionFrom } from './lib/edition-param';
import { ownerFromSearch } from './lib/owner-param';

/**
 * /collection/list?user_id= or ?nickname=: one member's book, newest first, filterable by edition and
 * set. Without either it is the logged-in member's own book. A private book shows the §6 message.
 */
export default function CollectionListPage() {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const owner = ownerFromSearch(params, user?.user_id ?? null);
  const nation = params.get('nation') ? editionFrom(params.get('nation')) : null;
  const setName = (nation && params.get('set')) || null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    ...collectionListQuery({ owner: owner ?? { user_id: '' }, nation, setName, page }),
    enabled: owner !== null,
  });

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const data = query.data;
  const mine = Boolean(user && data && data.owner.user_id === user.user_id);
  const title = data ? (mine ? '내 콜렉션북' : `${data.owner.nickname}님의 콜렉션북`) : '콜렉션북';

  let body;
  if (!owner) {
    body = loading ? (
      <Loader />
    ) : (
      <Text>
        <Anchor component={Link} to={loginPath(pathname + search)}>
          로그인
        </Anchor>
        하면 내 콜렉션북을 볼 수 있습니다.
      </Text>
    );
  } else if (query.error) {
    const privateBook = query.error instanceof ApiError && query.error.status === 403;
    body = (
      <Alert color={privateBook ? 'gray' : 'red'} icon={privateBook ? <IconLock size={18} /> : undefined}>
        {query.error.message}
      </Alert>
    );
  } else if (!data) {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else {
    const pages = Math.max(1, Math.ceil(data.total_count / COLLECTION_PAGE_SIZE));
    body = (
      <Stack gap="md">
        {!mine && (
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              소유자
            </Text>
            <UserPopupMenu user={data.owner} />
          </Group>
        )}
        {data.total_count > 0 && <CollectionValuePanel owner={owner} />}
        <CollectionFilters
          nation={nation}
          setName={setName}
          sets={data.sets}
          onChange={(next: { nation: Nation | null; setName: string | null }) =>
            update({ nation: next.nation, set: next.setName, page: null })
          }
        />
        <Text size="sm" c="dimmed">
          {formatThousands(data.total_count)}종의 카드
          {mine && !data.owner.collection_show && ' · 비공개 (다른 회원에게 보이지 않습니다)'}
        </Text>
        {data.rows.length === 0 ? (
          <Stack align="center" gap="sm" py="xl">
            <Text c="dimmed">{COLLECTION_MSG.empty}</Text>
            {mine && (
              <Button component={Link} to="/collection/collect">
                카드 수집하러 가기
              </Button>
            )}
          </Stack>
        ) : (
          <CollectionGrid rows={data.rows} editable={mine} />
        )}
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={page}
              siblings={isMobile ? 1 : 3}
              onChange={(next) => update({ page: String(next) })}
            />
          </Center>
        )}
      </Stack>
    );
  }

  return <CollectionLayout title={title}>{body}</CollectionLayout>;
}
