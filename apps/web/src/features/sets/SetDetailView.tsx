import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SetSummary } from '@carddogam/contract/calls/sets';
import { NATION_LABEL, type Nation } from '@carddogam/contract/constants';
import { MissingNotice } from '../../components/MissingNotice';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { setDetailQuery } from './api/set-queries';
import { LinkedSets } from './components/LinkedSets';
import { SetCardGrid } from './components/SetCardGrid';
import { SetFacts } from './components/SetFacts';
import { SetPictures } from './components/SetPictures';
import { setSearchHref } from './lib/set-links';

function SetHeader({ set }: { set: SetSummary }) {
  return (
    <Stack gap={6}>
      <SetPictures set={set} height={56} />
      <Group gap="xs">
        <Badge variant="light">{NATION_LABEL[set.nation]}</Badge>
        {set.series && <Badge variant="default">{set.series}</Badge>}
      </Group>
      <SetFacts set={set} />
      <LinkedSets set={set} />
      <Anchor component={Link} to={setSearchHref(set.nation, set.name)} size="sm">
        카드 검색에서 보기
      </Anchor>
    </Stack>
  );
}

/** One set: its facts and its cards in number order. */
export function SetDetailView({ nation, name }: { nation: Nation; name: string }) {
  const detail = useQuery(setDetailQuery(nation, name));
  if (!detail.data) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <MissingNotice message={errorMessage(detail.error)} backTo="/set" backLabel="제품 목록으로" bare />
      );
    }
    return <QueryState error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  return (
    <Stack gap="md">
      <SetHeader set={detail.data.set} />
      <SetCardGrid cards={detail.data.cards} nation={nation} />
    </Stack>
  );
}
