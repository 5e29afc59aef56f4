import { z } from 'zod';
import { defineCall, noParams } from '../call';
import { USER_TYPES } from '../constants';
import { MSG } from '../messages';
import { emailField, nicknameField, passwordField, userIdField } from '../account-fields';
import { BADGES } from '../users';

/** Join, login, session and account recovery (routes /auth/*; the spec does not show these calls). */

export { emailField, nicknameField, passwordField, userIdField };
/** Login takes any id the member typed; a malformed one simply fails like a wrong one. */
const loginIdField = z.string().trim().min(1).max(64);
const tokenField = z.string().trim().min(16).max(128);

export const badge = z.object({ kind: z.enum(BADGES), level: z.number().nullable() });

/** §3 "Session user", plus grade and badge so the header can draw the member's badge. */
export const sessionUser = z.object({
  is_logined: z.literal(true),
  user_id: z.string(),
  nickname: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  point: z.number(),
  type: z.enum(USER_TYPES),
  grade: z.number(),
  badge,
  created: z.string(),
  collection_show: z.boolean(),
  permission_pointmall: z.boolean(),
  permission_official_league: z.boolean(),
  permission_deck_recipe: z.boolean(),
  email_alarm_agree: z.boolean(),
  /** Convenience flags for the screens; the server checks roles itself on every call. */
  is_staff: z.boolean(),
  is_admin: z.boolean(),
});
export type SessionUserBody = z.infer<typeof sessionUser>;

/** What a guest's session call answers (§4: logout sets every boolean to false). */
export const guestSession = z.object({ is_logined: z.literal(false) });

const availability = z.object({ available: z.boolean(), message: z.string() });
const done = z.object({ ok: z.literal(true), message: z.string() });

export const authCalls = {
  join: defineCall(
    '/api/auth/join',
    z.object({
      user_id: userIdField,
      nickname: nicknameField,
      email: emailField,
      password: passwordField,
      /** /auth/joinagree: terms of use and privacy policy, both required. */
      agree_rule: z.literal(true, MSG.agreeRequired),
      agree_privacy: z.literal(true, MSG.agreeRequired),
      email_alarm_agree: z.boolean().default(false),
    }),
    z.object({ ok: z.literal(true), user_id: z.string(), message: z.string() }),
  ),
  checkId: defineCall('/api/auth/check/id', z.object({ user_id: userIdField }), availability),
  checkNickname: defineCall('/api/auth/check/nickname', z.object({ nickname: nicknameField }), availability),
  checkEmail: defineCall('/api/auth/check/email', z.object({ email: emailField }), availability),
  login: defineCall(
    '/api/auth/login',
    z.object({ user_id: loginIdField, password: z.string().min(1).max(64) }),
    sessionUser,
  ),
  logout: defineCall('/api/auth/logout', noParams, z.object({ ok: z.literal(true) })),
  session: defineCall('/api/auth/session', noParams, z.union([sessionUser, guestSession])),
  /** Mails the ids registered to an address; answers the same whether or not one exists. */
  findId: defineCall('/api/auth/find/id', z.object({ email: emailField }), done),
  passwordResetRequest: defineCall(
    '/api/auth/password/reset/request',
    z.object({ user_id: loginIdField, email: emailField }),
    done,
  ),
  passwordReset: defineCall(
    '/api/auth/password/reset',
    z.object({ token: tokenField, password: passwordField }),
    done,
  ),
  certifyEmail: defineCall('/api/auth/email/certify', z.object({ token: tokenField }), done),
  resendCertification: defineCall('/api/auth/email/resend', z.object({ email: emailField }), done),
};
