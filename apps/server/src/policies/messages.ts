import { MSG } from '@carddogam/contract/messages';
import type { SessionUser } from './policy';
import { isBanned } from './roles';
import type { Verdict } from './permissions';

/**
 * §6 message rules, checked by whatever call sends a message (/mypage/message): a guest must log in, a
 * 밴 유저 cannot send, and nobody can message themself. Recipients are compared by user id, and by
 * nickname too, since /mypage/message?to= names the recipient by nickname.
 */
export function canSendMessage(
  sender: SessionUser | null,
  recipient: { userId: string; nickname: string },
): Verdict {
  if (!sender) return { ok: false, status: 401, code: 'LOGIN_REQUIRED', message: MSG.loginRequired };
  if (isBanned(sender.type)) return { ok: false, status: 403, code: 'BANNED', message: MSG.messageBanned };
  if (sender.userId === recipient.userId || sender.nickname === recipient.nickname) {
    return { ok: false, status: 403, code: 'SELF_MESSAGE', message: MSG.messageSelf };
  }
  return { ok: true };
}
