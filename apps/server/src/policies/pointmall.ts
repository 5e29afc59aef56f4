import { canWriteProducts, isPointmallStaff } from '@carddogam/contract/pointmall/roles';
import { MEMBER_CANCELLABLE, STAFF_CANCELLABLE } from '@carddogam/contract/pointmall/order-status';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import type { SessionUser } from './policy';
import type { Verdict } from './permissions';
import { isAdmin } from './roles';

/**
 * The point mall's rules past the route policies (decision 033). permission_pointmall is not part of the
 * session user, so the services read it from the member's row and pass it in.
 */

const deny = (message: string): Verdict => ({ ok: false, status: 403, code: 'FORBIDDEN', message });

/** 관리자, or a member (not banned) holding permission_pointmall. */
export function canCreateProduct(user: SessionUser, permission: boolean): Verdict {
  return canWriteProducts({ type: user.type, permission_pointmall: permission })
    ? { ok: true }
    : deny(POINTMALL_MSG.writeForbidden);
}

/** 관리자 edit any product; a writer holding the permission edits their own. */
export function canEditProduct(user: SessionUser, permission: boolean, writer: string | null): Verdict {
  const created = canCreateProduct(user, permission);
  if (!created.ok || isAdmin(user.type)) return created;
  return writer === user.userId ? { ok: true } : deny(POINTMALL_MSG.editForbidden);
}

/** Only the orderer and the mall's staff see an order (and the address in it). */
export function canSeeOrder(user: SessionUser, order: { userId: string }): boolean {
  return order.userId === user.userId || isPointmallStaff(user.type);
}

/**
 * Why this caller cannot cancel an order in its status, or null when they can: the orderer while
 * 주문접수, staff until 배송완료.
 */
export function cancelRefusal(user: SessionUser, order: { status: string }): string | null {
  if (order.status === '취소') return POINTMALL_MSG.alreadyCancelled;
  const staff = isPointmallStaff(user.type);
  const open: readonly string[] = staff ? STAFF_CANCELLABLE : MEMBER_CANCELLABLE;
  if (open.includes(order.status)) return null;
  return staff ? POINTMALL_MSG.staffCancelClosed : POINTMALL_MSG.memberCancelClosed;
}
