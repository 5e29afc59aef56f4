import { useState } from 'react';
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { VALUE_MSG, type DeckValue, type ValueCondition } from '@carddogam/contract/calls/collector-value';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { ValueConditionSelect } from '../../../components/ValueConditionSelect';
import { formatWon } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { deckValueQuery } from '../api/deck-queries';

/**
 * '덱 가격': what the deck costs in 원 from recent trades, in a chosen condition — each card at its
 * cheapest released edition, the cards without a price listed apart, and how it was computed.
 */
export function DeckValueSection({ deckId }: { deckId: number }) {
  const [condition, setCondition] = useState<ValueCondition>('전체');
  const value = useQuery(deckValueQuery(deckId, condition));
  const isMobile = useIsMobile();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={VALUE_MSG.deckTitle}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={2} size="h4">
            {VALUE_MSG.deckTitle}
          </Title>
          <ValueConditionSelect value={condition} onChange={setCondition} />
        </Group>
        {value.isPending ? (
          <Skeleton h={80} />
        ) : value.isError ? (
          <Alert color="red">{value.error.message}</Alert>
        ) : (
          <DeckValueBody value={value.data} compact={isMobile} />
        )}
      </Stack>
    </Paper>
  );
}

type PricedLine = DeckValue['lines'][number];

const CardLink = ({ line }: { line: PricedLine }) => (
  <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(line.card_id)}`} size="sm">
    {line.name}
  </Anchor>
);
const editionLabel = (line: PricedLine) => (line.edition ? NATION_LABEL[line.edition] : '-');

function WideLines({ lines }: { lines: PricedLine[] }) {
  return (
    <Table striped fz="sm" aria-label="카드별 가격">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>카드</Table.Th>
          <Table.Th>판본</Table.Th>
          <Table.Th ta="right">평균가</Table.Th>
          <Table.Th ta="right">수량</Table.Th>
          <Table.Th ta="right">합계</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.card_id}>
            <Table.Td>
              <CardLink line={l} />
            </Table.Td>
            <Table.Td>{editionLabel(l)}</Table.Td>
            <Table.Td ta="right">{formatWon(l.unit_price)}</Table.Td>
            <Table.Td ta="right">{l.amount}</Table.Td>
            <Table.Td ta="right">{formatWon(l.line_total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A phone's narrow card: three columns, so each line's total shows without scrolling sideways. */
function CompactLines({ lines }: { lines: PricedLine[] }) {
  return (
    <Table striped fz="sm" aria-label="카드별 가격" horizontalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>카드</Table.Th>
          <Table.Th ta="right">평균가 × 수량</Table.Th>
          <Table.Th ta="right">합계</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.card_id}>
            <Table.Td>
              <CardLink line={l} />
              <Text size="xs" c="dimmed">
                {editionLabel(l)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              {formatWon(l.unit_price)} × {l.amount}
            </Table.Td>
            <Table.Td ta="right">{formatWon(l.line_total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DeckValueBody({ value, compact }: { value: DeckValue; compact: boolean }) {
  const priced = value.lines.filter((l) => l.unit_price !== null);
  const unpriced = value.lines.filter((l) => l.unit_price === null);
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Text fz={28} fw={800} data-testid="deck-value-total">
          {formatWon(value.total)}
        </Text>
        <Text size="sm" c="dimmed">
          {value.priced_cards}종 기준 · {value.as_of}
        </Text>
      </Group>
      {priced.length > 0 && (compact ? <CompactLines lines={priced} /> : <WideLines lines={priced} />)}
      {unpriced.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {VALUE_MSG.unpriced(value.unpriced_cards)}
          </Text>
          <Group gap={6}>
            {unpriced.map((l) => (
              <Badge key={l.card_id} variant="outline" color="gray" tt="none">
                {l.name} ×{l.amount}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
      <Stack gap={2}>
        <Text size="xs" fw={600}>
          {VALUE_MSG.howTitle}
        </Text>
        <Text size="xs" c="dimmed">
          카드마다 출시된 판본(국내판·북미판·일본판) 중 최근 {value.days}일 평균 거래가가 가장 낮은 판본의
          가격에 수량을 곱해 더했습니다. 평균은 선택한 카드 상태(전체는 S급~C급 이하, 등급 카드 제외)로 최근{' '}
          {value.days}일 안의 거래 가격(판매완료된 거래는 판매일, 판매 중인 거래는 등록일 기준)으로 냅니다.
          기간 안에 거래 기록이 없는 카드는 합계에서 빼고 따로 표시합니다.
        </Text>
      </Stack>
    </Stack>
  );
}
