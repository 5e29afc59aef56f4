import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../../components/ListPager';
import { QueryState } from '../../../components/QueryState';
import { formatThousands } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteRecord } from '../api/record-mutations';
import { recordListQuery } from '../api/record-queries';
import { RECORD_PAGE_SIZE } from '../lib/record-figures';
import { playedAtText, type RecordMatch } from '../lib/match-row';
import { MatchList } from './MatchList';

/** The member's matches, a page at a time (?page= in the address); the owner may delete their casual ones. */
export function MatchSection({ userId, owner }: { userId: string; owner: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(recordListQuery(userId, page));
  const remove = useDeleteRecord(userId);

  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };

  const confirmDelete = (match: RecordMatch) =>
    modals.openConfirmModal({
      title: '전적 삭제',
      children: (
        <Text size="sm">
          {playedAtText(match)} {match.my_deck} 대 {match.opponent_deck || '상대'} 전적을 삭제할까요?
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(match.id, {
          onSuccess: ({ message }) => showSuccess(message),
          onError: showError,
        }),
    });

  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <Text size="sm" c="dimmed">
        {owner
          ? '아직 기록한 대전이 없습니다. 위에서 첫 전적을 기록해보세요.'
          : '아직 기록된 대전이 없습니다.'}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        전체 {formatThousands(list.data.total)}경기
      </Text>
      <MatchList matches={list.data.items} onDelete={owner ? confirmDelete : undefined} />
      <ListPager page={page} total={list.data.total} size={RECORD_PAGE_SIZE} onChange={goTo} />
    </Stack>
  );
}
