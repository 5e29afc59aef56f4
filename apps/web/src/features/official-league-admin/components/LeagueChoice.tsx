import { useState } from 'react';
import { Anchor, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LeagueItem } from '@carddogam/contract/calls/official-league';
import { leagueChoicesQuery } from '../api/league-admin-queries';

const choiceLabel = (league: LeagueItem) =>
  `${league.event_date} · ${league.name} (${league.division}` +
  (league.standing_count > 0 ? `, 순위 ${league.standing_count}명 등록됨)` : ')');

/**
 * For a report of an event that was not listed: staff find the event (registered by then) by its name
 * or venue and pick it. The newest events come first.
 */
export function LeagueChoice({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), 300);
  const leagues = useQuery(leagueChoicesQuery(typed));
  const data = (leagues.data ?? []).map((league) => ({
    value: String(league.id),
    label: choiceLabel(league),
  }));

  return (
    <Stack gap={6}>
      <TextInput
        label="대회 검색"
        description="대회 이름이나 장소로 찾습니다."
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Select
        label="반영할 대회"
        placeholder={leagues.isFetching ? '불러오는 중…' : '대회를 선택하세요'}
        data={data}
        value={value === null ? null : String(value)}
        onChange={(id) => onChange(id ? Number(id) : null)}
        nothingFoundMessage="검색된 대회가 없습니다"
        error={error}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      {leagues.data?.length === 0 && (
        <Text size="xs" c="dimmed">
          검색된 대회가 없습니다. 목록에 없는 대회라면{' '}
          <Anchor component={Link} to="/official_league/write" size="xs" target="_blank">
            대회를 먼저 등록
          </Anchor>
          한 뒤 다시 검색하세요.
        </Text>
      )}
    </Stack>
  );
}
