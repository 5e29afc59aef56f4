import { MSG } from '@carddogam/contract/messages';
import { isReservedUserId } from '@carddogam/contract/users';
import type { Db } from '../db/client';
import { badRequest, conflict } from '../errors';
import { isUniqueViolation } from '../db/unique-violation';
import {
  emailTaken,
  findUser,
  findUserByLoginId,
  findUsersByEmail,
  insertUser,
  nicknameTaken,
  updateUser,
  userIdTaken,
  type UserRow,
} from '../repositories/users';
import type { Services } from './container';
import { certificationMail, findIdMail, passwordResetMail } from './account-mails';
import { issueAuthToken, redeemAuthToken } from './auth-tokens';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';

export interface JoinInput {
  userId: string;
  nickname: string;
  email: string;
  password: string;
  emailAlarmAgree: boolean;
}

/** Why a join field cannot be used, or null when it can (also the availability checks' answer). */
export async function userIdProblem(db: Db, userId: string): Promise<string | null> {
  if (isReservedUserId(userId)) return MSG.userIdReserved;
  return (await userIdTaken(db, userId)) ? MSG.userIdTaken : null;
}
export async function nicknameProblem(db: Db, nickname: string): Promise<string | null> {
  return (await nicknameTaken(db, nickname)) ? MSG.nicknameTaken : null;
}
export async function emailProblem(db: Db, email: string): Promise<string | null> {
  return (await emailTaken(db, email)) ? MSG.emailTaken : null;
}

/**
 * Creates an uncertified member; the caller mails the certification link (sendCertification). Type,
 * grade, points and permission flags are never taken from the request.
 */
export async function join(services: Services, input: JoinInput): Promise<UserRow> {
  const { db } = services;
  const idProblem = await userIdProblem(db, input.userId);
  if (idProblem)
    throw isReservedUserId(input.userId) ? badRequest(idProblem, 'RESERVED_ID') : conflict(idProblem);
  const other = (await nicknameProblem(db, input.nickname)) ?? (await emailProblem(db, input.email));
  if (other) throw conflict(other);
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, {
      userId: input.userId,
      nickname: input.nickname,
      email: input.email,
      passwordHash,
      emailAlarmAgree: input.emailAlarmAgree,
    });
  } catch (err) {
    // Two joins with the same id, nickname or e-mail at once: the unique indexes decide.
    if (isUniqueViolation(err)) throw conflict(MSG.userIdTaken);
    throw err;
  }
}

export async function sendCertification(services: Services, user: UserRow): Promise<void> {
  const token = await issueAuthToken(services.db, user.userId, 'email');
  await services.mailer.send(certificationMail(services.env.SITE_URL, user.email, user.nickname, token));
}

/** Certifies the e-mail of the token's member; false when the link is unknown, used or expired. */
export async function certifyEmail(db: Db, token: string): Promise<boolean> {
  const userId = await redeemAuthToken(db, token, 'email');
  if (!userId) return false;
  await updateUser(db, userId, { emailCertified: true });
  return true;
}

/** Resends the link to an uncertified address; silent otherwise, so addresses cannot be probed. */
export async function resendCertification(services: Services, email: string): Promise<void> {
  const users = await findUsersByEmail(services.db, email);
  for (const user of users.filter((u) => !u.emailCertified)) await sendCertification(services, user);
}

export async function mailUserIds(services: Services, email: string): Promise<void> {
  const users = await findUsersByEmail(services.db, email);
  if (users.length)
    await services.mailer.send(
      findIdMail(
        users[0]!.email,
        users.map((u) => u.userId),
      ),
    );
}

/** Mails a reset link when the id and e-mail belong together; silent otherwise. */
export async function requestPasswordReset(
  services: Services,
  loginId: string,
  email: string,
): Promise<void> {
  const user = await findUserByLoginId(services.db, loginId);
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) return;
  const token = await issueAuthToken(services.db, user.userId, 'password');
  await services.mailer.send(passwordResetMail(services.env.SITE_URL, user.email, user.userId, token));
}

/**
 * Sets a new password from a reset link and ends every session of the member (whoever knew the old
 * password is logged out). A reset link also proves the mailbox, so the e-mail counts as certified.
 */
export async function resetPassword(services: Services, token: string, password: string): Promise<boolean> {
  const userId = await redeemAuthToken(services.db, token, 'password');
  if (!userId) return false;
  await updateUser(services.db, userId, { passwordHash: await hashPassword(password), emailCertified: true });
  await services.sessions.deleteAllFor(userId);
  return true;
}

/** The member for an id and password, or null, taking the same time whichever part was wrong. */
export async function authenticate(db: Db, loginId: string, password: string): Promise<UserRow | null> {
  const user = await findUserByLoginId(db, loginId);
  if (!user) return verifyAgainstNothing(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** Changes the password after checking the current one; the caller starts a fresh session. */
export async function changePassword(
  services: Services,
  userId: string,
  current: string,
  next: string,
): Promise<void> {
  const user = await findUser(services.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, current)))
    throw badRequest(MSG.passwordWrong, 'PASSWORD_WRONG');
  await updateUser(services.db, userId, { passwordHash: await hashPassword(next) });
  await services.sessions.deleteAllFor(userId);
}
