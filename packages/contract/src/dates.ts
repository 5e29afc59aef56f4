/**
 * The one way dates are shown: in Korean time whatever the clock of the browser or the server, the date
 * as 'YYYY-MM-DD' and a date-time as 'YYYY-MM-DD HH:mm'. The web app formats every date it shows with
 * these, and the server's SQL writes the same style (apps/server/src/db/seoul-time.ts).
 */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

/** The date-time style above as a PostgreSQL to_char pattern, for answers formatted in SQL. */
export const DATE_TIME_SQL_PATTERN = 'YYYY-MM-DD HH24:MI';

export type DateInput = string | number | Date | null | undefined;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const seoulParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SEOUL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/**
 * A time without an offset ('2026-11-24 07:13', '2026-11-24T07:13:09', '2026-11-24') is already Korean
 * wall time: the server writes its display times that way, and calendar dates have no time zone.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

function wallTimeOf(value: DateInput): WallTime | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = WALL_TIME.exec(value.trim());
    if (match) return checkedWallTime(match.slice(1).map((part) => Number(part ?? 0)));
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(seoulParts.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** '2026-02-30' and '25:00' are no times at all, rather than the day or hour they would roll over to. */
function checkedWallTime([year = 0, month = 0, day = 0, hour = 0, minute = 0]: number[]): WallTime | null {
  const probe = new Date(Date.UTC(year, month - 1, day));
  const realDay =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return realDay && hour < 24 && minute < 60 ? { year, month, day, hour, minute } : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateText = (t: WallTime) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;

/** '2026-11-24' in Korean time; '' for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const t = wallTimeOf(value);
  return t ? dateText(t) : '';
}

/** '2026-11-24 07:13' in Korean time; '' for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  const t = wallTimeOf(value);
  return t ? `${dateText(t)} ${pad(t.hour)}:${pad(t.minute)}` : '';
}
