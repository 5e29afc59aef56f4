import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { deckRankDetailQuery, eventTypesQuery } from './api/deck-rank-queries';
import { ArchetypeLists } from './components/ArchetypeLists';
import { ArchetypeMissing } from './components/ArchetypeMissing';
import { ConsensusGrid } from './components/ConsensusGrid';
import { DeckPrice } from './components/DeckPrice';
import { DeckRankEmpty } from './components/DeckRankEmpty';
import { DeckRankFilters } from './components/DeckRankFilters';
import { DeckRankFrame } from './components/DeckRankFrame';
import { TitledSection } from '../../components/TitledSection';
import { FigureNotes } from './components/FigureNotes';
import { PeriodLine } from './components/PeriodLine';
import { TechCardList } from './components/TechCardList';
import { useDeckRankFilter } from './hooks/use-deck-rank-filter';
import { archetypeIdFrom } from './lib/archetype-id';
import { splitConsensus } from './lib/consensus';
import { sampleText } from './lib/deck-figures';
import { callFilterOf, deckRankListHref } from './lib/deck-rank-filter';

type Detail = CallResult<typeof deckRankCalls.detail>;

/**
 * /official_league/deck_rank/detail?id= (decision 034): one archetype over a period — the consensus list
 * with each card's average count and play rate, the tech cards, what the deck costs, and every list.
 */
export default function DeckRankDetailPage() {
  const [params] = useSearchParams();
  const id = archetypeIdFrom(params);
  return id === null ? (
    <ArchetypeMissing message={DECK_RANK_MSG.archetypeNotFound} />
  ) : (
    <ArchetypeDetail id={id} />
  );
}

function ArchetypeDetail({ id }: { id: number }) {
  const [params] = useSearchParams();
  const [filter, setFilter] = useDeckRankFilter();
  const detail = useQuery(deckRankDetailQuery(id, callFilterOf(filter)));
  const types = useQuery(eventTypesQuery);
  const data = detail.data;

  if (!data) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return <ArchetypeMissing message={detail.error.message} />;
    }
    return (
      <DeckRankFrame title="덱 순위">
        <QueryState error={detail.error} onRetry={() => void detail.refetch()} />
      </DeckRankFrame>
    );
  }

  return (
    <DeckRankFrame title={data.archetype.name_kr} subtitle={data.archetype.name_en}>
      <Anchor component={Link} to={deckRankListHref(filter)} size="sm" c="dimmed">
        <Group gap={2} component="span">
          <IconChevronLeft size={14} aria-hidden />덱 순위 목록
        </Group>
      </Anchor>
      <DeckRankFilters
        key={`${params.toString()}|${data.period.from}|${data.period.to}`}
        filter={filter}
        period={data.period}
        types={types.data ?? []}
        onChange={setFilter}
      />
      <PeriodLine period={data.period} sample={sampleText(data.sample, '덱리스트')} />
      {data.lists.length === 0 ? <DeckRankEmpty /> : <ArchetypeFigures data={data} />}
    </DeckRankFrame>
  );
}

function ArchetypeFigures({ data }: { data: Detail }) {
  const { core, tech } = splitConsensus(data.consensus);
  const sample = sampleText(data.sample, '덱리스트');
  return (
    <Stack gap="xl">
      <TitledSection id="consensus-title" title="대표 덱리스트">
        <ConsensusGrid cards={core} />
        <FigureNotes sample={sample} formulas={[data.formula.average, data.formula.play_rate]} />
      </TitledSection>
      <TitledSection id="tech-title" title="테크 카드">
        {tech.length > 0 ? (
          <TechCardList cards={tech} />
        ) : (
          <Text size="sm" c="dimmed">
            이 기간의 덱리스트에는 테크 카드가 없습니다.
          </Text>
        )}
        <FigureNotes sample={sample} formulas={[data.formula.tech, data.formula.play_rate]} />
      </TitledSection>
      <DeckPrice price={data.price} formula={data.formula.price} />
      <TitledSection id="lists-title" title="덱리스트">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }}>
          <ArchetypeLists lists={data.lists} />
        </Paper>
      </TitledSection>
    </Stack>
  );
}
