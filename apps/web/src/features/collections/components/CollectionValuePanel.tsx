import { useState } from 'react';
import { Alert, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  VALUE_CHANGE_DAYS,
  VALUE_MSG,
  type CollectionValue,
  type ValueCondition,
} from '@carddogam/contract/calls/collector-value';
import { ValueConditionSelect } from '../../../components/ValueConditionSelect';
import { formatThousands, formatWon } from '../../../lib/format';
import { collectionValueQuery } from '../api/collection-queries';
import type { OwnerRef } from '../lib/owner-param';

/** '콜렉션 예상 가치': the book's value in 원 from recent trades, its 30-day change and how it is computed. */
export function CollectionValuePanel({ owner }: { owner: OwnerRef }) {
  const [condition, setCondition] = useState<ValueCondition>('전체');
  const value = useQuery(collectionValueQuery(owner, condition));
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={VALUE_MSG.collectionTitle}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Text fw={700}>{VALUE_MSG.collectionTitle}</Text>
          <ValueConditionSelect value={condition} onChange={setCondition} />
        </Group>
        {value.isPending ? (
          <Skeleton h={60} />
        ) : value.isError ? (
          <Alert color="gray">{value.error.message}</Alert>
        ) : (
          <ValueBody value={value.data} />
        )}
      </Stack>
    </Paper>
  );
}

/** '+1,200원 (+4.5%)', '-300원 (-1.2%)', or the change alone when there was nothing to compare with. */
export function changeLabel(change: number, percent: number | null): string {
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  const amount = `${sign}${formatWon(Math.abs(change))}`;
  if (percent === null) return amount;
  return `${amount} (${percent > 0 ? '+' : ''}${percent.toFixed(1)}%)`;
}

function ValueBody({ value }: { value: CollectionValue }) {
  const color = value.change > 0 ? 'red' : value.change < 0 ? 'blue' : 'dimmed';
  return (
    <Stack gap={6}>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Text fz={24} fw={800} data-testid="collection-value">
          {formatWon(value.value)}
        </Text>
        <Text size="sm" c={color} fw={600}>
          {VALUE_CHANGE_DAYS}일 전보다 {changeLabel(value.change, value.change_percent)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        가격이 있는 카드 {formatThousands(value.priced_entries)}종
        {value.unpriced_count > 0 && ` · ${VALUE_MSG.unpriced(value.unpriced_count)}`}
      </Text>
      {value.unpriced.length > 0 && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {value.unpriced.map((u) => u.name).join(', ')}
        </Text>
      )}
      <Text size="xs" fw={600}>
        {VALUE_MSG.howTitle}
      </Text>
      <Text size="xs" c="dimmed">
        담긴 카드마다 그 판본의 최근 {value.days}일 거래 가격(판매완료는 판매일, 그 외는 등록일 기준)의
        평균(선택한 카드 상태, 전체는 등급 카드 제외)에 수량을 곱해 더했습니다. {VALUE_CHANGE_DAYS}일 전
        가치는 같은 카드와 수량을 {VALUE_CHANGE_DAYS}일 전 날짜까지의 {value.days}일 평균으로 계산한 값입니다.
        기간 안에 거래 기록이 없는 카드는 빼고 계산합니다.
      </Text>
    </Stack>
  );
}
