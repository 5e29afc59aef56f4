import { z } from 'zod';
import { MSG } from './messages';

/**
 * The rules of a member's id, nickname, e-mail and password: the server checks them on join and on every
 * change, and the sign-up and account forms show the same messages as the member types. A module of their
 * own, so a browser loads them (and zod) only with those forms.
 */
export const userIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, MSG.userIdInvalid);
export const nicknameField = z
  .string()
  .trim()
  .min(2, MSG.nicknameInvalid)
  .max(12, MSG.nicknameInvalid)
  .regex(/^\S+$/u, MSG.nicknameInvalid);
export const emailField = z.string().trim().max(254, MSG.emailInvalid).pipe(z.email(MSG.emailInvalid));
export const passwordField = z.string().min(8, MSG.passwordInvalid).max(64, MSG.passwordInvalid);
