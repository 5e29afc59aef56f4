import type { SessionUser } from '../policies/policy';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member the session cookie resolves to, or null for a guest. */
    user: SessionUser | null;
  }
}

export {};
