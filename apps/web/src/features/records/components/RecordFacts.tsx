import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { FactGrid } from '../../../components/figures/FactGrid';
import { formatWinRate, gamesOf } from '../../../components/figures/win-rate';
import { formatThousands } from '../../../lib/format';
import { recordLine } from '../lib/record-figures';

type Summary = CallResult<typeof leagueCalls.recordSummary>;

/** The headline figures: every game's W-L-T and win rate, and what the member did in the league. */
export function RecordFacts({ summary }: { summary: Summary }) {
  const { overall, league } = summary;
  const games = `${formatThousands(gamesOf(overall))}경기`;
  return (
    <FactGrid
      facts={[
        { label: '전체 전적', value: recordLine(overall), note: games },
        { label: '승률', value: formatWinRate(overall.win_rate), note: `${games} 기준` },
        {
          label: '리그 대회',
          value: `${formatThousands(league.tournaments)}회`,
          note: '참가한 온라인 리그 대회',
        },
        {
          label: '리그 최고 순위',
          value: league.best_placement === null ? '-' : `${formatThousands(league.best_placement)}위`,
          note: `리그 포인트 ${formatThousands(league.points)}점`,
        },
      ]}
    />
  );
}
