import { SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NATION_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';
import { QueryState } from '../../components/QueryState';
import { setListQuery } from './api/set-queries';
import { SetTile } from './components/SetTile';
import { groupBySeries } from './lib/set-groups';

const ALL = 'all';
const FILTERS = [
  { value: ALL, label: '전체' },
  ...NATIONS.map((nation) => ({ value: nation, label: NATION_LABEL[nation] })),
];

interface SetListViewProps {
  nation: Nation | null;
  onNation: (nation: Nation | null) => void;
}

/** Every set, grouped by series with the newest first, with the edition filter. */
export function SetListView({ nation, onNation }: SetListViewProps) {
  const sets = useQuery(setListQuery);
  const groups = sets.data ? groupBySeries(sets.data, nation) : [];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="판 선택"
        data={FILTERS}
        value={nation ?? ALL}
        onChange={(value) => onNation(value === ALL ? null : (value as Nation))}
        style={{ alignSelf: 'flex-start' }}
      />
      {!sets.data ? (
        <QueryState error={sets.error} onRetry={() => void sets.refetch()} />
      ) : groups.length === 0 ? (
        <Text c="dimmed">등록된 제품이 없습니다.</Text>
      ) : (
        groups.map((group, index) => (
          <Stack key={index} gap="xs" component="section" aria-label={group.series || '시리즈 없음'}>
            <Title order={2} fz="lg">
              {group.series || '시리즈 없음'}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" p={0} m={0}>
              {group.sets.map((set) => (
                <SetTile key={`${set.nation}:${set.code}:${set.name}`} set={set} />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}
