import { z } from 'zod';
import { cardId, defineCall, id, paging } from '../call';
import { ENERGY_CODES, NATIONS } from '../constants';
import { MSG } from '../messages';

/**
 * §7.7 image and information reports, and the staff review queue of all three report kinds (image, info,
 * bug). The reporter is always the session member (decision 017); a user_id sent by a client is ignored.
 */

/** The multipart image upload of §2.6: field `image`, card_nation in the query string. */
export const PROVIDE_IMAGE_UPLOAD_PATH = '/api/admin/provide/image/insert/image';
export const provideImageUploadResult = z.object({ image: z.string() });

/** Only the addresses the upload call hands out are accepted as a report's image. */
export const PROVIDE_IMAGE_PATTERN = /^\/upload\/provide_image\/[0-9a-f-]{36}\.webp$/;

export const REPORT_KINDS = ['image', 'info', 'bug'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABEL: Record<ReportStatus, string> = {
  pending: '대기',
  approved: '승인',
  rejected: '반려',
};

export const PROVIDE_MSG = {
  imageDone: '이미지 등록 신청이 완료되었습니다.',
  infoDone: '정보 입력/수정이 제보되었습니다.',
  imageUnknown: '업로드한 이미지를 다시 선택해주세요.',
  reportMissing: '제보를 찾을 수 없습니다.',
  alreadyDecided: '이미 처리된 제보입니다.',
  ownReport: '자신의 제보는 처리할 수 없습니다.',
  jpOnly: '일어알바는 일본판 제보만 처리할 수 있습니다.',
  pointRange: (min: number, max: number) => `지급 포인트는 ${min}~${max}P 사이로 입력해주세요.`,
  rejectMemoRequired: '반려 사유를 입력해주세요.',
  approved: '제보를 승인했습니다.',
  rejected: '제보를 반려했습니다.',
} as const;

/** An empty select arrives as '' or null: both get the field's own §5 message. */
const requiredNation = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(NATIONS, { error: message }));

const text = (max: number) => z.string().trim().max(max).nullable().default(null);

export const imageReportParams = z.object({
  user_id: z.string().max(64).optional(),
  card_id: cardId,
  card_nation: requiredNation(MSG.imageNationRequired),
  image: z.string({ error: MSG.imageRequired }).regex(PROVIDE_IMAGE_PATTERN, PROVIDE_MSG.imageUnknown),
});

export const abilityInput = z.object({
  type: z.string().trim().max(40).default(''),
  name: z.string().trim().max(200).default(''),
  text: z.string().trim().max(2000).default(''),
});
export const attackInput = z.object({
  name: z.string().trim().max(200).default(''),
  cost: z
    .array(z.enum(ENERGY_CODES as [string, ...string[]]))
    .max(10)
    .default([]),
  damage: z.string().trim().max(20).default(''),
  text: z.string().trim().max(2000).default(''),
});
export type AbilityInput = z.input<typeof abilityInput>;
export type AttackInput = z.input<typeof attackInput>;

/** The card fields of §3 "Card report (card_provide)" plus the release toggle and regulation mark. */
export const reportedCard = z.object({
  name: text(200),
  name_local: text(200),
  ancientTrait_name: text(200),
  ancientTrait_text: text(2000),
  effects: text(4000),
  rules: z.array(z.string().trim().max(2000)).max(10).default([]),
  number: text(20),
  rarity: text(60),
  set_name: text(200),
  set_printedTotal: z.number().int().min(0).max(100_000).nullable().default(null),
  regulation_mark: text(4),
  isAvailable: z.boolean().default(true),
});
export type ReportedCard = z.output<typeof reportedCard>;

/**
 * §2.7 in one call: the card report, its abilities and attacks, the provide record and the staff alarm
 * are one transaction (decision 017), instead of the four calls §7.7 lists.
 */
export const infoReportParams = z.object({
  user_id: z.string().max(64).optional(),
  card_id: cardId,
  card_nation: requiredNation(MSG.infoNationRequired),
  content: z
    .string({ error: MSG.contentRequired })
    .trim()
    .min(1, MSG.contentRequired)
    .max(2000, '제보 내용은 2,000자까지 쓸 수 있습니다.'),
  card: reportedCard,
  abilities: z.array(abilityInput).max(10).default([]),
  attacks: z.array(attackInput).max(10).default([]),
});

const abilityOut = z.object({ type: z.string(), name: z.string(), text: z.string() });
const attackOut = z.object({
  name: z.string(),
  cost: z.array(z.string()),
  damage: z.string(),
  text: z.string(),
});

/** One info report as §2.7 'read' mode and the review queue show it. */
export const infoReport = z.object({
  provide_id: z.number(),
  card_id: z.string(),
  card_nation: z.enum(NATIONS),
  user_id: z.string(),
  nickname: z.string().nullable(),
  content: z.string(),
  status: z.enum(REPORT_STATUSES),
  card: reportedCard,
  abilities: z.array(abilityOut),
  attacks: z.array(attackOut),
  created: z.string(),
});
export type InfoReport = z.infer<typeof infoReport>;

/** The edition's data now, beside a report in the review queue. */
export const currentEdition = z.object({
  name: z.string().nullable(),
  ancientTrait_name: z.string().nullable(),
  ancientTrait_text: z.string().nullable(),
  effects: z.string().nullable(),
  rules: z.array(z.string()),
  number: z.string().nullable(),
  rarity: z.string().nullable(),
  set_name: z.string().nullable(),
  set_printedTotal: z.number().nullable(),
  isAvailable: z.boolean(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  abilities: z.array(abilityOut),
  attacks: z.array(attackOut),
});
export type CurrentEdition = z.infer<typeof currentEdition>;

const queueCommon = {
  id: z.number(),
  card_id: z.string(),
  card_nation: z.enum(NATIONS),
  card_name: z.string().nullable(),
  user_id: z.string(),
  nickname: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reward_point: z.number().nullable(),
  review_memo: z.string().nullable(),
  created: z.string(),
};

export const imageQueueItem = z.object({
  ...queueCommon,
  image: z.string(),
  current_image: z.string().nullable(),
  current_image_url: z.string().nullable(),
});
export type ImageQueueItem = z.infer<typeof imageQueueItem>;
export const infoQueueItem = z.object({
  ...queueCommon,
  report: infoReport,
  current: currentEdition.nullable(),
});
export type InfoQueueItem = z.infer<typeof infoQueueItem>;
export const bugQueueItem = z.object({ ...queueCommon, category: z.string(), content: z.string() });
export type BugQueueItem = z.infer<typeof bugQueueItem>;

export const queueParams = z.object({
  status: z.enum([...REPORT_STATUSES, 'all']).default('pending'),
  ...paging,
});
const page = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), items: z.array(item) });

export const approveParams = z.object({
  id,
  point: z.coerce.number({ error: '지급 포인트를 입력해주세요.' }).int('지급 포인트는 정수로 입력해주세요.'),
  memo: z.string().trim().max(500).default(''),
});
export const rejectParams = z.object({
  id,
  memo: z
    .string({ error: PROVIDE_MSG.rejectMemoRequired })
    .trim()
    .min(1, PROVIDE_MSG.rejectMemoRequired)
    .max(500),
});
const decision = z.object({ status: z.enum(REPORT_STATUSES), message: z.string() });

export const staffAlarmItem = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  actor_user_id: z.string().nullable(),
  actor_nickname: z.string().nullable(),
  is_read: z.boolean(),
  created: z.string(),
});
export type StaffAlarmItem = z.infer<typeof staffAlarmItem>;

export const provideCalls = {
  imageInsert: defineCall(
    '/api/admin/provide/image/insert/data',
    imageReportParams,
    z.object({ affectedRows: z.number() }),
  ),
  infoInsert: defineCall(
    '/api/admin/provide/info/insert',
    infoReportParams,
    z.object({ insertId: z.number() }),
  ),
  /** §2.7 'read' mode: for staff, and for the member who filed the report. */
  infoRead: defineCall('/api/admin/provide/info/import/card', z.object({ provide_id: id }), infoReport),
  imageList: defineCall('/api/admin/provide/image/list', queueParams, page(imageQueueItem)),
  infoList: defineCall('/api/admin/provide/info/list', queueParams, page(infoQueueItem)),
  bugList: defineCall('/api/admin/provide/bug/list', queueParams, page(bugQueueItem)),
  imageApprove: defineCall('/api/admin/provide/image/approve', approveParams, decision),
  infoApprove: defineCall('/api/admin/provide/info/approve', approveParams, decision),
  bugApprove: defineCall('/api/admin/provide/bug/approve', approveParams, decision),
  imageReject: defineCall('/api/admin/provide/image/reject', rejectParams, decision),
  infoReject: defineCall('/api/admin/provide/info/reject', rejectParams, decision),
  bugReject: defineCall('/api/admin/provide/bug/reject', rejectParams, decision),
  staffAlarmList: defineCall(
    '/api/admin/main/alarm/list',
    z.object({ ...paging }),
    z.object({ total: z.number(), unread: z.number(), items: z.array(staffAlarmItem) }),
  ),
  staffAlarmRead: defineCall(
    '/api/admin/main/alarm/read',
    z.object({ id: id.optional() }),
    z.object({ updated: z.number() }),
  ),
};
