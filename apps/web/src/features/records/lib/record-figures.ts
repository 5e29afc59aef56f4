import { formatThousands } from '../../../lib/format';
import type { WinLossTieCounts } from '../../../components/figures/win-rate';

export const RECORD_PAGE_SIZE = 20;

/** How every win rate of the page is worked out (decision 035), written beside the figures. */
export const WIN_RATE_FORMULA = '승률 = (승 + 무 ÷ 2) ÷ 경기 수';

/** '12승 5패 1무'. */
export const recordLine = (record: WinLossTieCounts) =>
  `${formatThousands(record.wins)}승 ${formatThousands(record.losses)}패 ${formatThousands(record.ties)}무`;
