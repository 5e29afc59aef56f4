import { z } from 'zod';
import { cardId, defineCall, id, nation } from '../call';
import { CARD_CONDITIONS, NATION_LABEL, type Nation } from '../constants';
import { GRADE_COMPANIES, GRADE_VALUES } from './trade-stats';

/**
 * The watchlist (/mypage/watchlist, decision 039): card editions a member follows, each with an optional
 * condition (a grade for 등급) and an alert — none, a price at or under a target ("S급 15,000원 이하"), or
 * any trade of that condition ("PSA 10 거래 발생"). An alert fires once when a new price record meets it,
 * and again only after it is re-armed (by a record above the target, or by the member). Also the price
 * history of a card edition as rows for the statistics section's CSV download.
 */

/** A member keeps at most this many entries; the cap is checked under the member's row lock. */
export const WATCH_LIMIT_PER_MEMBER = 100;
export const WATCH_TARGET_MAX = 1_000_000_000;
/** Days of the sparkline and of the "current average". */
export const WATCH_SERIES_DAYS = 30;
/** The CSV holds a card edition's newest records up to this many. */
export const PRICE_EXPORT_MAX_ROWS = 5_000;

export const WATCH_ALERT_KINDS = ['none', 'price_at_most', 'any_trade'] as const;
export type WatchAlertKind = (typeof WATCH_ALERT_KINDS)[number];

export const WATCH_ALERT_LABEL: Record<WatchAlertKind, string> = {
  none: '알림 없음',
  price_at_most: '목표 가격 이하',
  any_trade: '거래 발생',
};

export const WATCHLIST_MSG = {
  added: '관심 카드에 추가했습니다.',
  /** A second entry for the same card, edition and condition changes the first one instead. */
  replaced: '이미 관심 카드에 있는 조건이라 알림 설정을 새로 바꿨습니다.',
  updated: '관심 카드 알림 설정을 바꿨습니다.',
  removed: '관심 카드에서 삭제했습니다.',
  rearmed: '알림을 다시 켰습니다. 조건에 맞는 새 거래가 등록되면 알려드립니다.',
  missing: '관심 카드를 찾을 수 없습니다.',
  cardMissing: '해당 ID로는 등록된 카드정보가 없습니다.',
  targetInvalid: '목표 가격은 1원 이상 10억원 이하의 숫자로 입력해 주세요.',
  targetRequired: '가격 알림은 목표 가격을 입력해 주세요.',
  gradeInvalid: '등급은 10부터 1까지 0.5 단위로 골라 주세요.',
  limit: `관심 카드는 ${WATCH_LIMIT_PER_MEMBER}개까지 등록할 수 있습니다. 필요 없는 항목을 삭제한 뒤 다시 추가해 주세요.`,
  noAlert: '알림이 없는 관심 카드는 다시 켤 알림이 없습니다.',
  alarmTitle: '관심 카드 가격 알림',
  alarmKind: '관심 카드',
  exportEmpty: '내려받을 거래 기록이 없습니다.',
} as const;

/** "국내판 카드는 아직 발매되지 않아 …": a watch needs an edition the card is out in. */
export function watchNotReleased(edition: Nation): string {
  return `${NATION_LABEL[edition]} 카드는 아직 발매되지 않아 관심 카드로 등록할 수 없습니다.`;
}

const targetPrice = z.coerce
  .number({ error: WATCHLIST_MSG.targetInvalid })
  .int(WATCHLIST_MSG.targetInvalid)
  .min(1, WATCHLIST_MSG.targetInvalid)
  .max(WATCH_TARGET_MAX, WATCHLIST_MSG.targetInvalid);

/**
 * What an entry follows and when it alerts. card_state null follows every condition; for 등급 a null
 * company or grade follows every company or grade. A grade is stored ×10 like every price record's.
 */
const watchFields = {
  card_state: z.enum(CARD_CONDITIONS).nullable().default(null),
  grade_company: z.enum(GRADE_COMPANIES).nullable().default(null),
  grade: z.coerce.number().int().nullable().default(null),
  alert_kind: z.enum(WATCH_ALERT_KINDS).default('none'),
  target_price: targetPrice.nullable().default(null),
};

type WatchFieldsOut = {
  card_state: string | null;
  grade: number | null;
  alert_kind: WatchAlertKind;
  target_price: number | null;
};

function checkWatch(row: WatchFieldsOut, ctx: z.RefinementCtx): void {
  if (row.card_state === '등급' && row.grade !== null && !GRADE_VALUES.includes(row.grade))
    ctx.addIssue({ code: 'custom', path: ['grade'], message: WATCHLIST_MSG.gradeInvalid });
  if (row.alert_kind === 'price_at_most' && row.target_price === null)
    ctx.addIssue({ code: 'custom', path: ['target_price'], message: WATCHLIST_MSG.targetRequired });
}

export const watchInput = z
  .object({ card_id: cardId, nation, ...watchFields })
  .superRefine(checkWatch);
export type WatchInput = z.input<typeof watchInput>;

export const watchUpdate = z.object({ id, ...watchFields }).superRefine(checkWatch);
export type WatchUpdate = z.input<typeof watchUpdate>;

/**
 * The fields an entry keeps: a grade only for 등급 (as every price line keeps it), a target only for a
 * price alert. The server stores entries by it and the dialog shows them by it.
 */
export function keptWatch<T extends WatchFieldsOut & { grade_company: string | null }>(row: T): T {
  const graded = row.card_state === '등급';
  return {
    ...row,
    grade_company: graded ? row.grade_company : null,
    grade: graded ? row.grade : null,
    target_price: row.alert_kind === 'price_at_most' ? row.target_price : null,
  };
}

/** A stored grade (×10) as people write it: 100 → '10', 95 → '9.5'. */
function gradeText(stored: number): string {
  const grade = stored / 10;
  return Number.isInteger(grade) ? String(grade) : grade.toFixed(1);
}

/**
 * A condition in words: 'S급', 'PSA 10', 'PSA 등급', '등급 9.5', '등급', or '모든 상태' for none. A price
 * record's condition reads the same way (it always names one).
 */
export function conditionLabel(row: {
  card_state: string | null;
  grade_company: string | null;
  grade: number | null;
}): string {
  if (row.card_state === null) return '모든 상태';
  if (row.card_state !== '등급') return row.card_state;
  const company = row.grade_company === 'ETC' ? '기타' : row.grade_company;
  if (row.grade === null) return company ? `${company} 등급` : '등급';
  return company ? `${company} ${gradeText(row.grade)}` : `등급 ${gradeText(row.grade)}`;
}

/** One day of the sparkline: the average of that day's records of the watched condition. */
export const watchDay = z.object({ day: z.string(), avg: z.number() });
export type WatchDay = z.infer<typeof watchDay>;

/** An entry as the ☆ and its dialog need it. */
export const watchedEntry = z.object({
  id: z.number(),
  card_id: z.string(),
  nation,
  card_state: z.string().nullable(),
  grade_company: z.string().nullable(),
  grade: z.number().nullable(),
  alert_kind: z.enum(WATCH_ALERT_KINDS),
  target_price: z.number().nullable(),
  /** False once the alert fired, until it is re-armed. */
  armed: z.boolean(),
});
export type WatchedEntry = z.infer<typeof watchedEntry>;

/** An entry of /mypage/watchlist: the ☆'s fields with the card's name, its prices and the last alert. */
export const watchRow = watchedEntry.extend({
  card_name: z.string(),
  fired_at: z.string().nullable(),
  /** The trade post of the record that fired the alert (null for a 관리자's record or none). */
  fired_post_id: z.number().nullable(),
  /** The average of the watched condition's records over the last WATCH_SERIES_DAYS days. */
  current_avg: z.number().nullable(),
  last_price: z.number().nullable(),
  last_date: z.string().nullable(),
  series: z.array(watchDay),
  created: z.string(),
});
export type WatchRow = z.infer<typeof watchRow>;

/** One price record of the CSV download. */
export const priceExportRow = z.object({
  id: z.number(),
  /** The trade's date: the day it sold, else the day it was listed. */
  date: z.string(),
  card_state: z.string(),
  grade_company: z.string().nullable(),
  grade: z.number().nullable(),
  card_price: z.number(),
  state: z.string(),
  card_sold: z.string().nullable(),
  /** 0 for a 관리자's record. */
  post_id: z.number(),
});
export type PriceExportRow = z.infer<typeof priceExportRow>;

const message = z.object({ message: z.string() });

export const watchlistCalls = {
  list: defineCall(
    '/api/mypage/watchlist/list',
    z.object({}),
    z.object({ rows: z.array(watchRow), limit: z.number() }),
  ),
  insert: defineCall(
    '/api/mypage/watchlist/insert',
    watchInput,
    z.object({ id: z.number(), replaced: z.boolean(), message: z.string() }),
  ),
  update: defineCall('/api/mypage/watchlist/update', watchUpdate, message),
  remove: defineCall('/api/mypage/watchlist/delete', z.object({ id }), message),
  /** Arms a fired alert again by hand. */
  rearm: defineCall('/api/mypage/watchlist/rearm', z.object({ id }), message),
  /** The member's entries for these cards, so that a page of results shows which ☆ are filled. */
  watched: defineCall(
    '/api/mypage/watchlist/watched',
    z.object({ card_ids: z.array(cardId).min(1).max(100) }),
    z.object({ rows: z.array(watchedEntry) }),
  ),
};

export const priceHistoryCalls = {
  /** A card edition's price records, newest first, for the statistics section's 'CSV 내려받기'. */
  export: defineCall(
    '/api/card/detail/trade/export',
    z.object({ card_id: cardId, card_nation: nation }),
    z.object({ card_name: z.string(), rows: z.array(priceExportRow), truncated: z.boolean() }),
  ),
};
