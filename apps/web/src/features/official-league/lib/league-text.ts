/** How the official-event screens write an event's facts and a standing. */

export const FORMAT_LABELS: Record<string, string> = { standard: '스탠다드', expanded: '익스팬디드' };

export const formatLabel = (format: string) => FORMAT_LABELS[format] ?? format;

/** 1 → '1위'. */
export const placementText = (placement: number) => `${placement}위`;

/** Wins, losses and ties as W-L-T. */
export const recordText = ({ wins, losses, ties }: { wins: number; losses: number; ties: number }) =>
  `${wins}-${losses}-${ties}`;

export interface Country {
  code: string;
  country_kr: string;
}

/** The Korean name of a country code, or the code itself when the list does not hold it. */
export function countryName(countries: readonly Country[] | undefined, code: string): string {
  return countries?.find((c) => c.code === code)?.country_kr ?? code;
}

/** '32명', or '-' when the player count is not known. */
export const playerCountText = (count: number | null) =>
  count === null ? '-' : `${count.toLocaleString('ko-KR')}명`;

/** An event a result report names (one the list lacks), one line per fact given, for staff to read. */
export function eventText(event: { name: string; date: string; place: string }): string {
  return [
    ['대회', event.name],
    ['날짜', event.date],
    ['장소', event.place],
  ]
    .map(([label, value]) => [label, value!.trim()])
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
