import { WATCH_ALERT_LABEL, type WatchAlertKind } from '@carddogam/contract/calls/watchlist';
import { formatWon } from '../../../lib/format';

interface AlertFields {
  alert_kind: WatchAlertKind;
  target_price: number | null;
  armed: boolean;
}

/** The alert in words: '10,000원 이하', '거래 발생' or '알림 없음'. */
export function alertText(entry: Pick<AlertFields, 'alert_kind' | 'target_price'>): string {
  if (entry.alert_kind === 'price_at_most' && entry.target_price !== null)
    return `${formatWon(entry.target_price)} 이하`;
  return WATCH_ALERT_LABEL[entry.alert_kind];
}

/** Whether the alert still waits for a record (대기중) or fired and waits to be re-armed (알림 보냄). */
export function alertState(entry: AlertFields): '대기중' | '알림 보냄' | null {
  if (entry.alert_kind === 'none') return null;
  return entry.armed ? '대기중' : '알림 보냄';
}

/**
 * The points of a sparkline over `days` days ending today: x by the day's place in the period, y by the
 * price between the period's lowest and highest average (a flat line sits in the middle).
 */
export function sparkPoints(
  series: ReadonlyArray<{ day: string; avg: number }>,
  today: string,
  days: number,
  width: number,
  height: number,
): Array<[number, number]> {
  if (series.length === 0) return [];
  const end = Date.parse(`${today}T00:00:00Z`);
  const values = series.map((s) => s.avg);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return series.map(({ day, avg }) => {
    const back = Math.round((end - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
    const x = days <= 1 ? width : ((days - 1 - back) / (days - 1)) * width;
    const y = high === low ? height / 2 : height - ((avg - low) / (high - low)) * height;
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  });
}
