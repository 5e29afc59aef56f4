import { Container, Group, Stack } from '@mantine/core';
import { Banner } from '../banners';
import { CardDialog } from '../card-detail';
import { RankFilters } from './components/RankFilters';
import { RankHeader } from './components/RankHeader';
import { RankResults } from './components/RankResults';
import { RankTypeTabs } from './components/RankTypeTabs';
import { useCardPopup } from './hooks/use-card-popup';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useRankState } from './hooks/use-rank-state';
import { useRanking } from './hooks/use-ranking';
import { chooseNation, chooseSeries, chooseSet, chooseType, clickColumn } from './lib/rank-state';

/** /rank (§2.20). The page title comes from the shell's path table. */
export default function RankPage() {
  const isMobile = useIsMobile();
  const [state, apply] = useRankState();
  const { query, rows, pages, page } = useRanking(state);
  const popup = useCardPopup();

  return (
    <Container size="lg" px={isMobile ? 'xs' : 'md'} py="md">
      <Stack gap="md">
        <RankHeader
          isMobile={isMobile}
          nation={state.nation}
          onNationChange={(nation) => apply(chooseNation(state, nation, isMobile ? 'mobile' : 'desktop'))}
          asOf={query.dataUpdatedAt || Date.now()}
        />
        <RankFilters
          nation={state.nation}
          series={state.series}
          set={state.set}
          onSeriesChange={(series) => apply(chooseSeries(state, series))}
          onSetChange={(set) => apply(chooseSet(state, set))}
        />
        <RankTypeTabs value={state.type} onChange={(type) => apply(chooseType(state, type))} />
        <RankResults
          state={state}
          isMobile={isMobile}
          status={query.status}
          error={query.error}
          rows={rows}
          page={page}
          pages={pages}
          onColumnClick={(column) => apply(clickColumn(state, column))}
          onPageChange={(next) => apply({ ...state, page: next })}
          popup={popup}
        />
        <Group justify="center">
          <Banner placement="card_ranking" />
        </Group>
      </Stack>
      <CardDialog cardId={popup.current} nation={state.nation} board onClose={popup.close} />
    </Container>
  );
}
