import type { TradeStats } from '@carddogam/contract/calls/trade-stats';
import type { Nation } from '@carddogam/contract/constants';
import type { PublicPrices } from '@carddogam/contract/public-api/prices';
import { koreanToday, periodBuckets, type ChartMonth } from '@carddogam/contract/trade/chart';
import * as stats from '../repositories/trade-stats';
import type { Services } from '../services/container';
import { loadTradeStats, tradeStatsKey } from '../services/trade-stats';

/**
 * GET /v1/cards/{id}/prices: the card page's §2.13 figures (all time, from the statistics cache the page
 * uses) and the same averages over the asked period, from the chart's per-day price cells.
 */

type GradeCompany = 'PSA' | 'ETC';
type Condition = 'S' | 'A' | 'B' | 'C_below';
const CONDITIONS: Condition[] = ['S', 'A', 'B', 'C_below'];

/** Grades are stored ×10 (§9); the API answers the printed grade. */
const printedGrade = (stored: number) => stored / 10;

function periodFigures(cells: stats.PriceCell[]) {
  const lines = new Map<string, { sum: number; count: number }>();
  for (const cell of cells) {
    const line = lines.get(cell.line) ?? { sum: 0, count: 0 };
    line.sum += cell.sum;
    line.count += cell.count;
    lines.set(cell.line, line);
  }
  const average = (line: { sum: number; count: number } | undefined) => ({
    average: line && line.count ? Math.round(line.sum / line.count) : 0,
    count: line?.count ?? 0,
  });
  const byGrade = [...lines.entries()]
    .filter(([key]) => /^(PSA|ETC)_\d+$/.test(key))
    .map(([key, line]) => {
      const [company, grade] = key.split('_') as [GradeCompany, string];
      return { company, grade: printedGrade(Number(grade)), ...average(line) };
    })
    .sort((a, b) => a.company.localeCompare(b.company) || b.grade - a.grade);
  return {
    trade_count: [...lines.values()].reduce((n, l) => n + l.count, 0),
    by_condition: Object.fromEntries(CONDITIONS.map((c) => [c, average(lines.get(c))])) as Record<
      Condition,
      { average: number; count: number }
    >,
    by_grade: byGrade,
  };
}

export async function loadPublicPrices(
  services: Services,
  cardId: string,
  nation: Nation,
  months: ChartMonth,
): Promise<PublicPrices> {
  const json = await services.tradeStats.get(
    tradeStatsKey(cardId, nation),
    () => loadTradeStats(services.db, cardId, nation),
    (answer) => answer.ids.map((id) => tradeStatsKey(id, nation)),
  );
  const all = JSON.parse(json) as TradeStats;
  const from = periodBuckets(months, koreanToday())[0]!;
  const cells = await stats.priceCells(services.db, all.ids, nation, 'day', from);
  const traded = (company: GradeCompany) =>
    all.grades[company]
      .filter((g) => g.count > 0)
      .map((g) => ({ company, grade: printedGrade(g.grade), average: g.avg, count: g.count }));
  return {
    data: {
      card_id: cardId,
      nation,
      currency: 'KRW',
      price_group: all.ids,
      all_time: {
        average: all.total.total_avg,
        highest: all.total.total_max,
        lowest: all.total.total_min,
        trade_count: all.posts.total,
        by_condition: all.conditions,
        by_grade: [...traded('PSA'), ...traded('ETC')],
      },
      period: { months, from, ...periodFigures(cells) },
    },
  };
}
