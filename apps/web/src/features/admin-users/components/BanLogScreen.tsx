import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../../components/ListPager';
import { QueryState } from '../../../components/QueryState';
import { BAN_LOG_PAGE_SIZE, banLogQuery } from '../api/admin-user-queries';
import { BanLogTable } from './BanLogTable';

/** The ban log, all members or one (?user_id=), page by page. */
export function BanLogScreen() {
  const [search, setSearch] = useSearchParams();
  const userId = search.get('user_id')?.trim() || undefined;
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const [text, setText] = useState(userId ?? '');
  const log = useQuery(banLogQuery(userId, page));

  const go = (nextUser: string | undefined, nextPage: number) => {
    const params = new URLSearchParams();
    if (nextUser) params.set('user_id', nextUser);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          go(text.trim() || undefined, 1);
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            label="회원 아이디"
            placeholder="비우면 전체"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit">조회</Button>
        </Group>
      </form>
      {log.data ? (
        <>
          <Text size="sm" c="dimmed">
            총 {log.data.total}건
          </Text>
          <BanLogTable entries={log.data.items} />
          <ListPager
            page={page}
            total={log.data.total}
            size={BAN_LOG_PAGE_SIZE}
            onChange={(p) => go(userId, p)}
          />
        </>
      ) : (
        <QueryState error={log.error} onRetry={() => void log.refetch()} />
      )}
    </Stack>
  );
}
