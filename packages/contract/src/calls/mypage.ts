import { z } from 'zod';
import { defineCall, id, noParams, paging } from '../call';
import { badge, nicknameField, passwordField, sessionUser } from './auth';

/** My page (/mypage/home, /mypage/update, /mypage/password, /mypage/alarm). */

/** Profile images live under /upload/user_img/ (§3); only a file name there is accepted. */
export const profileImageField = z
  .string()
  .regex(/^\/upload\/user_img\/[A-Za-z0-9_-]{1,80}\.(?:webp|png|jpe?g|gif)$/)
  .nullable();

export const alarmItem = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created: z.string(),
});

export const mypageCalls = {
  home: defineCall(
    '/api/mypage/home',
    noParams,
    z.object({
      user: sessionUser,
      badge,
      unread_alarm_count: z.number(),
      recent_points: z.array(
        z.object({
          menu: z.string(),
          activity: z.string(),
          title: z.string(),
          amount: z.number(),
          created: z.string(),
        }),
      ),
    }),
  ),
  /** Each field may be sent alone (§4: they are updated individually); answers the new session user. */
  update: defineCall(
    '/api/mypage/update',
    z
      .object({
        nickname: nicknameField.optional(),
        profile_image: profileImageField.optional(),
        collection_show: z.boolean().optional(),
        email_alarm_agree: z.boolean().optional(),
      })
      .strict(),
    sessionUser,
  ),
  password: defineCall(
    '/api/mypage/password',
    z.object({ current_password: z.string().min(1).max(64), new_password: passwordField }),
    z.object({ ok: z.literal(true), message: z.string() }),
  ),
  alarmList: defineCall(
    '/api/mypage/alarm/list',
    z.object({ ...paging }),
    z.object({ total: z.number(), unread: z.number(), items: z.array(alarmItem) }),
  ),
  /** Marks one alarm read, or every alarm of the member when id is absent. */
  alarmRead: defineCall(
    '/api/mypage/alarm/read',
    z.object({ id: id.optional() }),
    z.object({ updated: z.number() }),
  ),
};
