import type { FastifyRequest } from 'fastify';
import { authCalls as calls } from '@carddogam/contract/calls/auth';
import { MSG } from '@carddogam/contract/messages';
import { isForcedOutUserId } from '@carddogam/contract/users';
import type { CallRouter } from '../http/call-router';
import type { AuthLimits, Limiter } from '../http/auth-limits';
import { clearSessionCookie } from '../http/session-cookie';
import { startSession } from '../http/start-session';
import { anyone } from '../policies/roles';
import { presentSessionUser } from '../presenters/session-user';
import { findUser, touchLastVisit } from '../repositories/users';
import * as accounts from '../services/accounts';
import { AppError, badRequest, forbidden } from '../errors';

const loginFailed = () => new AppError(401, 'LOGIN_FAILED', MSG.loginFailed);
const tooMany = (message: string = MSG.tooManyRequests) => new AppError(429, 'TOO_MANY_REQUESTS', message);
const tokenInvalid = () => badRequest(MSG.tokenInvalid, 'TOKEN_INVALID');

async function limit(req: FastifyRequest, limiters: Limiter[], message?: string): Promise<void> {
  // Every limiter counts the attempt, even when an earlier one already refuses it.
  const exceeded = await Promise.all(limiters.map((l) => l(req)));
  if (exceeded.some(Boolean)) throw tooMany(message);
}

/** Join, login, logout, session and recovery calls (routes /auth/*). */
export function registerAuthRoutes(r: CallRouter, limits: AuthLimits): void {
  r.handle(calls.join, anyone, async (p, ctx) => {
    await limit(ctx.req, [limits.mailPerIp]);
    const user = await accounts.join(ctx.services, {
      userId: p.user_id,
      nickname: p.nickname,
      email: p.email,
      password: p.password,
      emailAlarmAgree: p.email_alarm_agree,
    });
    // The account exists either way; a mail server hiccup is fixed with the resend call, not a 500.
    await accounts.sendCertification(ctx.services, user).catch((err: unknown) => {
      ctx.req.log.error({ err }, 'certification mail failed');
    });
    return { ok: true as const, user_id: user.userId, message: MSG.joinMailSent };
  });

  const availability = (problem: string | null) => ({
    available: !problem,
    message: problem ?? MSG.available,
  });
  r.handle(calls.checkId, anyone, async ({ user_id }, { req, services }) => {
    await limit(req, [limits.checksPerIp]);
    return availability(await accounts.userIdProblem(services.db, user_id));
  });
  r.handle(calls.checkNickname, anyone, async ({ nickname }, { req, services }) => {
    await limit(req, [limits.checksPerIp]);
    return availability(await accounts.nicknameProblem(services.db, nickname));
  });
  r.handle(calls.checkEmail, anyone, async ({ email }, { req, services }) => {
    await limit(req, [limits.checksPerIp]);
    return availability(await accounts.emailProblem(services.db, email));
  });

  // One message for an unknown id and a wrong password, so the answer does not tell which ids exist.
  r.handle(calls.login, anyone, async ({ user_id, password }, ctx) => {
    await limit(ctx.req, [limits.loginPerIdAndIp, limits.loginPerIp], MSG.loginTooMany);
    const user = await accounts.authenticate(ctx.services.db, user_id, password);
    if (!user || isForcedOutUserId(user.userId)) throw loginFailed();
    if (!user.emailCertified) throw forbidden(MSG.emailNotCertified, 'EMAIL_NOT_CERTIFIED');
    await startSession(ctx, user);
    await touchLastVisit(ctx.services.db, user.userId);
    return presentSessionUser(user);
  });

  r.handle(calls.logout, anyone, async (_p, { req, reply, services }) => {
    if (req.sessionToken) await services.sessions.delete(req.sessionToken);
    clearSessionCookie(reply, services.env);
    return { ok: true as const };
  });

  r.handle(calls.session, anyone, async (_p, { user, services }) => {
    const row = user ? await findUser(services.db, user.userId) : undefined;
    return row ? presentSessionUser(row) : { is_logined: false as const };
  });

  const mailed = { ok: true as const, message: MSG.mailSentIfExists };
  r.handle(calls.findId, anyone, async ({ email }, { req, services }) => {
    await limit(req, [limits.mailPerIp]);
    await accounts.mailUserIds(services, email);
    return mailed;
  });
  r.handle(calls.passwordResetRequest, anyone, async ({ user_id, email }, { req, services }) => {
    await limit(req, [limits.mailPerIp]);
    await accounts.requestPasswordReset(services, user_id, email);
    return mailed;
  });
  r.handle(calls.resendCertification, anyone, async ({ email }, { req, services }) => {
    await limit(req, [limits.mailPerIp]);
    await accounts.resendCertification(services, email);
    return mailed;
  });

  r.handle(calls.passwordReset, anyone, async ({ token, password }, { services, reply }) => {
    if (!(await accounts.resetPassword(services, token, password))) throw tokenInvalid();
    clearSessionCookie(reply, services.env);
    return { ok: true as const, message: MSG.passwordChanged };
  });
  r.handle(calls.certifyEmail, anyone, async ({ token }, { services }) => {
    if (!(await accounts.certifyEmail(services.db, token))) throw tokenInvalid();
    return { ok: true as const, message: MSG.emailCertified };
  });
}
