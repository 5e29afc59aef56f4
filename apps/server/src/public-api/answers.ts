import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicApiMessage } from '@carddogam/contract/public-api/messages';
import type { PublicError } from '@carddogam/contract/public-api/errors';
import type { ErrorCode } from '@carddogam/contract/error-codes';

/** How the public API answers: cacheable JSON with a strong ETag, and errors in two languages. */

/** An expected refusal of a /v1 call; the plugin's error handler answers it. */
export class PublicApiError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 429,
    readonly code: ErrorCode,
    readonly messages: PublicApiMessage | { ko: string; en: string },
  ) {
    super(messages.en);
  }
}

export function errorBody(code: string, messages: { ko: string; en: string }): PublicError {
  return { error: { code, message: messages.ko, message_en: messages.en } };
}

/** A strong validator of the exact bytes: the same body always has the same tag, in every process. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds the tag (or '*'); a weak form of it matches too, as RFC 9110 asks for GET. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * Sends a JSON text with Cache-Control and ETag, so a CDN or the caller's cache can reuse it; a request
 * that already has this version gets a 304 without a body.
 */
export function sendCacheable(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string,
  maxAgeSeconds: number,
): FastifyReply {
  const etag = etagOf(body);
  reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}`).header('ETag', etag);
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
