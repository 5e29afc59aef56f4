import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { nulCharacterPath, type CallDef, type CallResult } from '@carddogam/contract/call';
import { MSG } from '@carddogam/contract/messages';
import { AppError, forbidden, unauthorized } from '../errors';
import type { Policy, SessionUser } from '../policies/policy';
import type { Services } from '../services/container';

/** What a call handler gets besides its params. */
export interface CallContext {
  req: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | null;
  ip: string;
  services: Services;
}

export type CallHandler<C extends CallDef> = (
  params: z.output<C['params']>,
  ctx: CallContext,
) => Promise<CallResult<C>> | CallResult<C>;

export interface RouteEntry {
  path: string;
  policy: Policy;
  /** The contract call of a JSON `{params}` call; absent for the multipart image uploads. */
  call?: CallDef;
}

/** Turns a zod failure into one readable Korean sentence naming the fields. */
export function validationMessage(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.filter((p) => p !== 'params').join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return `${MSG.badRequest} (${parts.join(', ')})`;
}

/**
 * Registers §7 calls: every call is POST with `{params:{...}}`, validated by its contract schema, checked
 * by its policy, then handled. The table of registered calls is kept for the policy-matrix test.
 */
export class CallRouter {
  readonly table: RouteEntry[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly services: Services,
  ) {}

  handle<C extends CallDef>(call: C, policy: Policy, handler: CallHandler<C>): void {
    // A JavaScript caller (or a cast) could still pass nothing; refuse at start-up rather than serve it.
    if (!policy || typeof policy.check !== 'function') throw new Error(`${call.path} has no policy`);
    this.table.push({ path: call.path, policy, call });
    const services = this.services;
    this.app.post(call.path, async (req, reply) => {
      const user = req.user ?? null;
      const verdict = policy.check(user);
      if (verdict === 'login') throw unauthorized(policy.loginMessage);
      if (verdict === 'forbidden') throw forbidden(policy.forbiddenMessage);
      const params = parseParams(call, req.body);
      return handler(params, { req, reply, user, ip: req.ip, services });
    });
  }
}

function parseParams<C extends CallDef>(call: C, body: unknown): z.output<C['params']> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new AppError(400, 'BAD_REQUEST', MSG.badRequest);
  }
  const raw = (body as { params?: unknown } | null | undefined)?.params ?? {};
  const nulAt = nulCharacterPath(raw);
  if (nulAt !== null) throw new AppError(400, 'BAD_REQUEST', `${MSG.nulCharacter} (${nulAt})`);
  const parsed = call.params.safeParse(raw);
  if (!parsed.success) throw new AppError(400, 'BAD_REQUEST', validationMessage(parsed.error));
  return parsed.data as z.output<C['params']>;
}
