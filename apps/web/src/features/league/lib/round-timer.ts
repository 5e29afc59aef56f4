/**
 * The round timer (decision 035): the round ends round_minutes after round_started_at, by the server's
 * clock. The answer's server_now says how far the phone's clock is off, so a phone set a few minutes wrong
 * still counts down to the same moment as everyone else.
 */

/** Korea keeps one offset all year (no summer time). */
const KOREA_OFFSET_MS = 9 * 60 * 60_000;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/**
 * An instant of an answer in milliseconds: Korean wall time without an offset ('2026-11-24 19:05', as the
 * server writes its display times) or ISO 8601 with one. NaN when it is neither.
 */
export function serverInstant(text: string): number {
  const wall = WALL_TIME.exec(text.trim());
  if (wall) {
    const [year, month, day, hour, minute, second = '0', millis = '0'] = wall.slice(1);
    return (
      Date.UTC(
        Number(year),
        Number(month) - 1,
        Number(day),
        Number(hour),
        Number(minute),
        Number(second),
        Number(millis.padEnd(3, '0')),
      ) - KOREA_OFFSET_MS
    );
  }
  return /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? Date.parse(text) : Number.NaN;
}

/** How far the server's clock is ahead of this device's, from an answer received at `receivedAt`. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = serverInstant(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** The round's end as an instant, or null when no round is under way. */
export function roundEnd(roundStartedAt: string | null, roundMinutes: number): number | null {
  if (!roundStartedAt) return null;
  const start = serverInstant(roundStartedAt);
  return Number.isNaN(start) ? null : start + roundMinutes * 60_000;
}

/** Milliseconds left at device time `deviceNow`, by the server's clock; never below zero. */
export function remainingMs(end: number, offset: number, deviceNow: number): number {
  return Math.max(0, end - (deviceNow + offset));
}

/** '49:05', or '1:02:03' past an hour; seconds are rounded up so the timer shows 0:00 only at the end. */
export function countdownText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
