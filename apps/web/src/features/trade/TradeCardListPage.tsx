import { Alert, Checkbox, Container, Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  NATION_LABEL,
  NATIONS,
  PRICE_STATES,
  type Nation,
  type PriceState,
} from '@carddogam/contract/constants';
import { WANT_MSG } from '@carddogam/contract/calls/want-matches';
import { useSession } from '../../lib/session';
import { tradeCardListQuery } from './api/trade-queries';
import { LineItemList } from './components/LineItemList';
import { Pager } from './components/Pager';
import { TradeNav } from './components/TradeNav';

const ALL = 'all';

/**
 * /trade/card_list: recent card lines (price records) of all posts, by edition and state; a member may
 * keep only the lines answering their own 구해요 requests (?want=1).
 */
export default function TradeCardListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const nationParam = params.get('nation');
  const stateParam = params.get('state');
  const nation = NATIONS.includes(nationParam as Nation) ? (nationParam as Nation) : null;
  const state = PRICE_STATES.includes(stateParam as PriceState) ? (stateParam as PriceState) : null;
  const { user } = useSession();
  const wanted = !!user && params.get('want') === '1';
  const query = useQuery(tradeCardListQuery(page, nation, state, wanted));
  const go = (next: { nation?: string | null; state?: string | null; page?: number; wanted?: boolean }) => {
    const n = next.nation === undefined ? nation : next.nation;
    const s = next.state === undefined ? state : next.state;
    const w = next.wanted ?? wanted;
    setParams({
      ...(n ? { nation: n } : {}),
      ...(s ? { state: s } : {}),
      ...(w ? { want: '1' } : {}),
      page: String(next.page ?? 1),
    });
  };

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Title order={2}>거래 카드 목록</Title>
        <TradeNav />
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="발매국가"
            value={nation ?? ALL}
            onChange={(v) => go({ nation: v === ALL ? null : v })}
            data={[
              { value: ALL, label: '전체' },
              ...NATIONS.map((n) => ({ value: n, label: NATION_LABEL[n] })),
            ]}
          />
          <SegmentedControl
            size="xs"
            aria-label="판매상태"
            value={state ?? ALL}
            onChange={(v) => go({ state: v === ALL ? null : v })}
            data={[{ value: ALL, label: '전체' }, ...PRICE_STATES.map((s) => ({ value: s, label: s }))]}
          />
          {user && (
            <Checkbox
              size="sm"
              label={WANT_MSG.onlyMine}
              checked={wanted}
              onChange={(e) => go({ wanted: e.currentTarget.checked })}
            />
          )}
        </Group>
        {query.isPending ? (
          <Skeleton h={240} />
        ) : query.isError ? (
          <Alert color="red">{query.error.message}</Alert>
        ) : (
          <LineItemList
            rows={query.data.rows}
            empty={wanted ? WANT_MSG.noMatches : '거래된 카드가 없습니다.'}
          />
        )}
        {query.data && <Pager total={query.data.total} page={page} onChange={(p) => go({ page: p })} />}
      </Stack>
    </Container>
  );
}
