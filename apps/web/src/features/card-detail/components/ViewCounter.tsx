import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatThousands } from '../../../lib/format';
import { viewCountQuery } from '../api/card-detail-queries';

/** 'N명이 이 카드를 봤습니다' (§2.3); nothing until the count arrives. */
export function ViewCounter({ cardId }: { cardId: string }) {
  const { data } = useQuery(viewCountQuery(cardId));
  if (data === undefined) return null;
  return (
    <Text size="sm" c="dimmed" data-view-count={data}>
      {formatThousands(data)}명이 이 카드를 봤습니다
    </Text>
  );
}
