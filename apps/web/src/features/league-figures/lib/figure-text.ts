import { formatThousands } from '../../../lib/format';

/** How the league's figures are worked out (decision 035), written beside them. */
export const SHARE_FORMULA = '점유율 = 그 덱의 참가 수 ÷ 기간 안의 전체 참가 수';
export const WIN_RATE_FORMULA =
  '승률 = (승 + 무 ÷ 2) ÷ 대전 수 (부전승과 같은 덱끼리의 미러전은 빼고 셉니다)';
export const POINTS_FORMULA =
  '리그 포인트 = 시즌(한국 시간 기준 1월 1일~12월 31일) 대회에서 얻은 매치 포인트의 합 (승·부전승 3점, 무 1점, 패 0점, 토너먼트 승리도 3점)';

export const lowSampleNote = (games: number) => `표본 적음: 대전 ${games}회 미만의 승률은 참고용입니다.`;

/** '종료된 대회 4개 · 참가 120명': what the deck figures of a period rest on. */
export const deckSampleText = (tournaments: number, entries: number) =>
  `종료된 대회 ${formatThousands(tournaments)}개 · 참가 ${formatThousands(entries)}명`;

export const placementText = (placement: number | null) =>
  placement === null ? '-' : `${formatThousands(placement)}위`;

export const PLAYER_PAGE_SIZE = 20;

/** The untagged lists: no archetype of staff's matched them. */
export const UNTAGGED = '기타';

/** Ids in the address: positive whole numbers only. */
export function positiveIdFrom(raw: string | null): number | null {
  const value = raw?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export const tournamentHref = (id: number) => `/league/tournament/detail?id=${id}`;
export const leaguePlayerHref = (id: number, season?: number) =>
  `/league/player/detail?id=${id}${season ? `&season=${season}` : ''}`;
