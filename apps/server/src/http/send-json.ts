import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON text that is already serialised (a cached answer). The handler's declared type is the
 * parsed value; the text is the same data.
 */
export function sendJson(reply: FastifyReply, json: string): never {
  reply.type('application/json; charset=utf-8');
  return json as unknown as never;
}
