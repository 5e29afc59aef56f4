import { z } from 'zod';
import { defineCall, id, paging } from '../call';
import { CONTACT_MSG } from '../messages';

/** 1:1 inquiries to the operators (/contact/*, /admin/main/contact; decision 032). */

export const INQUIRY_CATEGORIES = ['계정', '포인트', '카드 정보', '거래', '신고', '기타'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_STATUSES = ['접수', '답변완료'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_CONTENT_MAX = 5000;
export const INQUIRY_MAX_IMAGES = 3;
export const INQUIRY_PAGE_SIZE = 20;

/** The upload answers the stored file's address; an inquiry may only name such addresses. */
export const INQUIRY_IMAGE_PATTERN = /^\/upload\/inquiry_image\/[0-9a-f-]{36}\.webp$/;
export const INQUIRY_IMAGE_UPLOAD_PATH = '/api/contact/image/upload';
export const inquiryImageUploadResult = z.object({ url: z.string() });

/** The page that shows one inquiry; a guest's link adds the token from the mail. */
export const inquiryLink = (id: number, token?: string) =>
  `/contact/read?id=${id}${token ? `&token=${encodeURIComponent(token)}` : ''}`;

const emailFormat = z.email();

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const inquiryWriteParams = z.object({
  category: z.enum(INQUIRY_CATEGORIES, { error: CONTACT_MSG.categoryRequired }),
  title: text(INQUIRY_TITLE_MAX, CONTACT_MSG.titleRequired, CONTACT_MSG.titleTooLong),
  content: text(INQUIRY_CONTENT_MAX, CONTACT_MSG.contentRequired, CONTACT_MSG.contentTooLong),
  images: z
    .array(z.string().regex(INQUIRY_IMAGE_PATTERN, CONTACT_MSG.imageInvalid))
    .max(INQUIRY_MAX_IMAGES, CONTACT_MSG.tooManyImages)
    .default([]),
  /** A guest's address for the answer; a member's answer goes to the account's address. */
  email: z
    .string()
    .trim()
    .max(254, CONTACT_MSG.emailInvalid)
    .refine((value) => value === '' || emailFormat.safeParse(value).success, CONTACT_MSG.emailInvalid)
    .default(''),
  /** The honeypot: hidden from people, so only a form-filling robot puts anything here. */
  homepage: z.string().max(1000).default(''),
});
export type InquiryWriteParams = z.input<typeof inquiryWriteParams>;

export const inquiryAnswerParams = z.object({
  id,
  answer: text(INQUIRY_CONTENT_MAX, CONTACT_MSG.answerRequired, CONTACT_MSG.answerTooLong),
});

const asker = z.object({
  /** null for a guest. */
  user_id: z.string().nullable(),
  nickname: z.string().nullable(),
});

export const inquirySummary = z.object({
  id: z.number(),
  category: z.enum(INQUIRY_CATEGORIES),
  title: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  created: z.string(),
  answered_at: z.string().nullable(),
});
export type InquirySummary = z.infer<typeof inquirySummary>;

export const inquiry = inquirySummary.extend({
  content: z.string(),
  images: z.array(z.string()),
  answer: z.string().nullable(),
  asker,
});
export type Inquiry = z.infer<typeof inquiry>;

/** A row of the staff list: who asked (a guest by e-mail) and who answered. */
export const inquiryAdminRow = inquirySummary.extend({
  asker: asker.extend({ guest_email: z.string().nullable() }),
  answered_by: z.string().nullable(),
});
export type InquiryAdminRow = z.infer<typeof inquiryAdminRow>;

export const inquiryAdminListParams = z.object({
  status: z.enum(INQUIRY_STATUSES).nullable().default(null),
  category: z.enum(INQUIRY_CATEGORIES).nullable().default(null),
  /** Matches the title, the content, the asker's nickname or a guest's e-mail. */
  q: z.string().trim().max(100).default(''),
  ...paging,
});

export const contactCalls = {
  /** Members and guests; a guest's answer is `id: null`, and the link goes to the e-mail address. */
  write: defineCall(
    '/api/contact/write',
    inquiryWriteParams,
    z.object({ id: z.number().nullable(), message: z.string() }),
  ),
  /** The caller's own inquiries, newest first. */
  list: defineCall(
    '/api/contact/list',
    z.object({ ...paging }),
    z.object({ total: z.number(), rows: z.array(inquirySummary) }),
  ),
  /** The asker, staff, or anyone holding the guest link's token. */
  read: defineCall(
    '/api/contact/read',
    z.object({ id, token: z.string().trim().max(200).default('') }),
    inquiry,
  ),
  adminList: defineCall(
    '/api/admin/main/contact/list',
    inquiryAdminListParams,
    z.object({ total: z.number(), waiting: z.number(), rows: z.array(inquiryAdminRow) }),
  ),
  /** 접수 → 답변완료, once: a second answer (or a concurrent one) is refused. */
  answer: defineCall(
    '/api/admin/main/contact/answer',
    inquiryAnswerParams,
    z.object({ id: z.number(), message: z.string() }),
  ),
};
