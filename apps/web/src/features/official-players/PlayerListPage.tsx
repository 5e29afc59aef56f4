import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../components/ListPager';
import { QueryState } from '../../components/QueryState';
import { formatThousands } from '../../lib/format';
import { countriesQuery, playerListQuery } from './api/player-queries';
import { PlayerFrame } from './components/PlayerFrame';
import { PlayerSearchForm } from './components/PlayerSearchForm';
import { PlayerTable } from './components/PlayerTable';
import { PLAYER_PAGE_SIZE } from './lib/player-format';

/** /official_league/player/list (decision 034): the players of official events, searched by name. */
export default function PlayerListPage() {
  const [params, setParams] = useSearchParams();
  const text = params.get('text')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(playerListQuery(text, page));
  const countries = useQuery(countriesQuery);
  const go = (next: { text: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.text) search.set('text', next.text);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <PlayerFrame title="선수">
      <PlayerSearchForm key={text} text={text} onSearch={(next) => go({ text: next, page: 1 })} />
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {text ? `'${text}' 이름의 선수가 없습니다.` : '등록된 선수가 없습니다.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            선수 {formatThousands(list.data.total)}명
          </Text>
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
            <PlayerTable players={list.data.items} countries={countries.data} />
          </Paper>
          <ListPager
            page={page}
            total={list.data.total}
            size={PLAYER_PAGE_SIZE}
            onChange={(next) => go({ text, page: next })}
          />
        </Stack>
      )}
    </PlayerFrame>
  );
}
