import { Alert, Center, Loader, Stack } from '@mantine/core';
import type { RankRow } from '@carddogam/contract/calls/ranking';
import type { CardPopup } from '../hooks/use-card-popup';
import { desktopPage, mobileRows } from '../lib/rank-rows';
import type { ColumnIndex, RankState } from '../lib/rank-state';
import { RankEmpty } from './RankEmpty';
import { RankList } from './RankList';
import { RankPager } from './RankPager';
import { RankTable } from './RankTable';

interface RankResultsProps {
  state: RankState;
  isMobile: boolean;
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  rows: RankRow[];
  page: number;
  pages: number;
  onColumnClick: (column: ColumnIndex) => void;
  onPageChange: (page: number) => void;
  popup: CardPopup;
}

/** Spinner, error, empty state, or the ranked rows: a paged table on desktop, a list of 100 on mobile. */
export function RankResults(props: RankResultsProps) {
  const { state, isMobile, status, error, rows, page, pages, onColumnClick, onPageChange, popup } = props;
  if (status === 'pending') {
    return (
      <Center py="xl" aria-busy="true" aria-label="불러오는 중">
        <Loader />
      </Center>
    );
  }
  if (status === 'error') return <Alert color="red">{error?.message}</Alert>;
  if (rows.length === 0) return <RankEmpty />;

  const common = {
    type: state.type,
    nation: state.nation,
    column: state.column,
    directions: state.directions,
    onColumnClick,
    popup,
  };
  if (isMobile) return <RankList {...common} rows={mobileRows(rows)} />;
  return (
    <Stack gap="md">
      <RankTable {...common} rows={desktopPage(rows, page)} />
      <RankPager page={page} pages={pages} onChange={onPageChange} />
    </Stack>
  );
}
