import type { UserType } from '../constants';

/**
 * Who does what in the point mall (decision 033), for the server's checks and the screens' buttons:
 * staff who handle orders are 관리자 and 매니저; products are written by 관리자 and by members holding
 * permission_pointmall, who edit their own.
 */
export const POINTMALL_STAFF_TYPES: readonly UserType[] = ['관리자', '매니저'];

export const isPointmallStaff = (type: string): boolean =>
  (POINTMALL_STAFF_TYPES as readonly string[]).includes(type);

export interface MallMember {
  type: string;
  permission_pointmall?: boolean;
}

export const canWriteProducts = (member: MallMember): boolean =>
  member.type === '관리자' || (member.type !== '밴 유저' && member.permission_pointmall === true);

/** Hidden and ended products show to those who handle the mall. */
export const seesAllProducts = (member: MallMember): boolean =>
  isPointmallStaff(member.type) || canWriteProducts(member);
