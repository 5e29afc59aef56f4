import { Fragment } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { OPEN_REQUEST, type TradeRequestRow } from '@carddogam/contract/calls/trade-request';
import type { WantMatch } from '@carddogam/contract/calls/want-matches';
import { NATION_LABEL, type Nation } from '@carddogam/contract/constants';
import { formatWon } from '../../../lib/format';
import { MatchedPosts } from './MatchedPosts';
import { requestCondition } from './request-label';

/** The member's buy requests as a table (desktop) or as cards (a phone), each open one with its matches. */
export interface RequestListProps {
  rows: TradeRequestRow[];
  /** The matched posts by request; undefined while they load. */
  matchesOf: Map<number, WantMatch[]> | undefined;
  onCancel: (id: number) => void;
  cancelling: number | undefined;
}

const STATE_COLOR: Record<string, string> = { 요청중: 'blue', 완료: 'green', 취소: 'gray' };

const editionLabel = (r: TradeRequestRow) => NATION_LABEL[r.card_nation as Nation] ?? r.card_nation;

/** The card page opened on the edition the request asks for. */
function CardLink({ row }: { row: TradeRequestRow }) {
  const query = new URLSearchParams({ id: row.card_id, lang: row.card_nation });
  return (
    <Anchor component={Link} to={`/card/detail?${query}`} size="sm">
      {row.card_name || row.card_id}
    </Anchor>
  );
}

function StateBadge({ row }: { row: TradeRequestRow }) {
  return (
    <Badge color={STATE_COLOR[row.state] ?? 'gray'} variant="light">
      {row.state}
    </Badge>
  );
}

function CancelButton({ row, onCancel, cancelling }: { row: TradeRequestRow } & RequestListProps) {
  if (row.state !== OPEN_REQUEST) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="red"
      aria-label={`${row.card_name} 요청 취소`}
      loading={cancelling === row.id}
      onClick={() => onCancel(row.id)}
    >
      요청 취소
    </Button>
  );
}

function Memo({ row }: { row: TradeRequestRow }) {
  return (
    <>
      {row.memo && (
        <Text size="sm" lineClamp={2}>
          {row.memo}
        </Text>
      )}
      {row.staff_memo && (
        <Text size="xs" c="dimmed">
          운영진: {row.staff_memo}
        </Text>
      )}
    </>
  );
}

const matchesFor = (props: RequestListProps, row: TradeRequestRow) =>
  props.matchesOf ? <MatchedPosts matches={props.matchesOf.get(row.id) ?? []} /> : null;

export function RequestTable(props: RequestListProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="내 구해요 목록">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>카드</Table.Th>
            <Table.Th>판본</Table.Th>
            <Table.Th>상태</Table.Th>
            <Table.Th>희망 최고 가격</Table.Th>
            <Table.Th>메모</Table.Th>
            <Table.Th>요청일</Table.Th>
            <Table.Th>진행</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((r) => (
            <Fragment key={r.id}>
              <Table.Tr>
                <Table.Td>
                  <CardLink row={r} />
                </Table.Td>
                <Table.Td>{editionLabel(r)}</Table.Td>
                <Table.Td>{requestCondition(r)}</Table.Td>
                <Table.Td>{formatWon(r.want_price)}</Table.Td>
                <Table.Td>
                  <Memo row={r} />
                </Table.Td>
                <Table.Td>{r.created}</Table.Td>
                <Table.Td>
                  <StateBadge row={r} />
                </Table.Td>
                <Table.Td>
                  <CancelButton row={r} {...props} />
                </Table.Td>
              </Table.Tr>
              {r.state === OPEN_REQUEST && (
                <Table.Tr>
                  <Table.Td colSpan={8} pl="lg">
                    {matchesFor(props, r)}
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A phone: one card per request, nothing to scroll sideways. */
export function RequestCards(props: RequestListProps) {
  return (
    <Stack gap="sm" aria-label="내 구해요 목록">
      {props.rows.map((r) => (
        <Paper key={r.id} withBorder radius="md" p="sm" component="article" aria-label={r.card_name}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <CardLink row={r} />
              <StateBadge row={r} />
            </Group>
            <Text size="sm">
              {editionLabel(r)} · {requestCondition(r)} · {formatWon(r.want_price)} 이하
            </Text>
            <Memo row={r} />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                요청일 {r.created}
              </Text>
              <CancelButton row={r} {...props} />
            </Group>
            {r.state === OPEN_REQUEST && matchesFor(props, r)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
