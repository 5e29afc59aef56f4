import { useState } from 'react';
import { Anchor, Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RANK_COLUMNS, RANK_TYPES, type RankRow, type RankType } from '@carddogam/contract/calls/ranking';
import {
  chooseType,
  initialRankState,
  metricText,
  RANK_TYPE_LABEL,
  rankQuery,
  rankStateToParams,
  ratingLabel,
  sortRows,
} from '../../ranking';
import { HOME_EMPTY } from '../lib/home-texts';
import { BLOCK_ROWS, BlockBody } from './BlockBody';
import { BlockItem, BlockList } from './BlockList';
import { HomeBlock } from './HomeBlock';

/** What /rank shows first for a rank type: the Korean edition ranked by the type's first column. */
const firstLoadState = (type: RankType) => chooseType(initialRankState(), type);

function rankHref(type: RankType): string {
  const params = rankStateToParams(firstLoadState(type)).toString();
  return params ? `/rank?${params}` : '/rank';
}

/** The figure the type ranks by: '평점 4.25 (12)', '평균가격 12,000원', '덱 채용건 34건'. */
function rankFigure(type: RankType, row: RankRow): string {
  if (type === 'rating') return `${ratingLabel(row.total_avg, 2)} (${row.total_count})`;
  const column = RANK_COLUMNS[type][0];
  return `${column.label} ${metricText(column.key, row)}`;
}

const TYPE_OPTIONS = RANK_TYPES.map((type) => ({ value: type, label: RANK_TYPE_LABEL[type] }));

/** The top five of the card ranking, one rank type at a time, as /rank ranks them on first load. */
export function RankingBlock() {
  const [type, setType] = useState<RankType>('rating');
  const state = firstLoadState(type);
  const query = useQuery(rankQuery(state));
  const top = query.data ? sortRows(query.data, RANK_COLUMNS[type][0].key, 'desc').slice(0, BLOCK_ROWS) : [];

  return (
    <HomeBlock
      title="카드랭킹"
      href={rankHref(type)}
      toolbar={
        <SegmentedControl
          aria-label="랭킹 종류"
          size="xs"
          fullWidth
          data={TYPE_OPTIONS}
          value={type}
          onChange={(next) => setType(next as RankType)}
        />
      }
    >
      <BlockBody
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={top.length === 0}
        emptyText={HOME_EMPTY.ranking}
      >
        <BlockList>
          {top.map((row, index) => (
            <RankLine key={row.id} rank={index + 1} row={row} type={type} />
          ))}
        </BlockList>
      </BlockBody>
    </HomeBlock>
  );
}

function RankLine({ rank, row, type }: { rank: number; row: RankRow; type: RankType }) {
  return (
    <BlockItem>
      <Group gap="sm" wrap="nowrap">
        <Badge
          circle
          variant={rank <= 3 ? 'filled' : 'light'}
          aria-label={`${rank}위`}
          style={{ flex: 'none' }}
        >
          {rank}
        </Badge>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Anchor
            component={Link}
            to={`/card/detail?id=${encodeURIComponent(row.id)}`}
            size="sm"
            fw={600}
            truncate="end"
          >
            {row.name}
          </Anchor>
          {row.set_name && (
            <Text size="xs" c="dimmed" truncate="end">
              {row.set_name}
            </Text>
          )}
        </Stack>
        <Text size="xs" fw={600} ta="right" style={{ flex: 'none' }}>
          {rankFigure(type, row)}
        </Text>
      </Group>
    </BlockItem>
  );
}
