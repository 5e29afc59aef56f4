import type { SessionUser } from '../../../lib/session';

/** Staff edit cards directly, so the three report buttons are hidden from them (§2.5). */
const EDITING_STAFF = ['운영진', '매니저', '일어알바'];

/** The §2.5 user buttons need a logged-in member who is not banned. */
export function showsUserButtons(user: SessionUser | null): boolean {
  return !!user && user.type !== '밴 유저';
}

/** 이미지 등록 신청, 정보 입력/수정 and 정보오류 제보하기: not for 운영진, 매니저 or 일어알바 (§2.5). */
export function showsReportButtons(user: SessionUser | null): boolean {
  return showsUserButtons(user) && !EDITING_STAFF.includes(user!.type);
}
