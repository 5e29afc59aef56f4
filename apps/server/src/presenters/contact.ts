import type { Inquiry, InquiryAdminRow, InquirySummary } from '@carddogam/contract/calls/contact';
import type { InquiryRow } from '../repositories/contact';

/** A list line: no text, no asker. */
export function presentInquirySummary(row: InquiryRow): InquirySummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    status: row.status,
    created: row.created.toISOString(),
    answered_at: row.answeredAt ? row.answeredAt.toISOString() : null,
  };
}

/** One inquiry as its asker (or staff) reads it: never the token hash, the IP or a guest's address. */
export function presentInquiry(row: InquiryRow): Inquiry {
  return {
    ...presentInquirySummary(row),
    content: row.content,
    images: row.images,
    answer: row.answer,
    asker: { user_id: row.userId, nickname: row.userId ? (row.nickname ?? '(탈퇴 회원)') : null },
  };
}

/** The staff list line: a guest is named by the address the answer goes to. */
export function presentInquiryAdminRow(row: InquiryRow): InquiryAdminRow {
  return {
    ...presentInquirySummary(row),
    asker: {
      user_id: row.userId,
      nickname: row.userId ? (row.nickname ?? '(탈퇴 회원)') : null,
      guest_email: row.guestEmail,
    },
    answered_by: row.answeredBy ? (row.answeredByNickname ?? row.answeredBy) : null,
  };
}
