import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/rate-limit';
import type { z } from 'zod';
import { PUBLIC_API_ANON_PER_MINUTE, PUBLIC_API_KEY_PER_MINUTE } from '@carddogam/contract/public-api/limits';
import { PUBLIC_API_MSG } from '@carddogam/contract/public-api/messages';
import {
  PUBLIC_API_ROUTES,
  type PublicRoute,
  type PublicRouteName,
} from '@carddogam/contract/public-api/routes';
import type { Services } from '../services/container';
import { errorBody, PublicApiError, sendCacheable } from './answers';
import { ApiKeyLookup, presentedKey } from './api-key-lookup';
import { sendBulkFile } from './bulk-export';
import { createHandlers, type HandlerInput, type JsonRouteName } from './handlers';

/**
 * The public card API under /v1: read-only GETs with query strings, open to every origin. A plugin of its
 * own rather than calls of the /api router, whose calls are POSTs of {params}. Every route comes from the
 * contract's route table, which the OpenAPI document is built from too.
 *
 * Limits: a request without a key is counted per address; one with a member's key (`Authorization:
 * Bearer cdk_…` or `X-API-Key: cdk_…`) is counted per key, at the higher limit, from whatever address.
 * A key that does not work is refused with a 401, never served as anonymous: its owner should learn that
 * the key is wrong, not find the lower limit.
 */

export interface PublicApiOptions {
  /** Requests per minute per address without a key. */
  perMinute?: number;
  /** Requests per minute per member API key. */
  keyPerMinute?: number;
}

/** Unknown paths under /v1: not an API route, so not in the document (the route-table test knows it). */
export const PUBLIC_API_CATCH_ALL = '/v1/*';

/** Headers a page on another site may read from our answers (CORS exposes only a few by default). */
const EXPOSED_HEADERS = 'ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining';
/** Headers a page on another site may send: the key headers make its browser ask first (a preflight). */
const ALLOWED_HEADERS = 'Authorization, X-API-Key, If-None-Match';

/** '/v1/cards/{id}' → '/cards/:id', under the plugin's '/v1' prefix. */
const fastifyPath = (path: string) => path.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, ':$1');

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '');
  throw new PublicApiError(400, 'BAD_REQUEST', {
    ko: `${PUBLIC_API_MSG.badParams.ko} ${field ? `${field}: ` : ''}${issue.message}`,
    en: `${PUBLIC_API_MSG.badParams.en}${field ? ` (${field})` : ''}`,
  });
}

function sendError(reply: FastifyReply, status: number, code: string, messages: { ko: string; en: string }) {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(code, messages));
}

export async function registerPublicApi(
  app: FastifyInstance,
  services: Services,
  options: PublicApiOptions = {},
): Promise<void> {
  const perMinute = options.perMinute ?? PUBLIC_API_ANON_PER_MINUTE;
  const keyPerMinute = options.keyPerMinute ?? PUBLIC_API_KEY_PER_MINUTE;
  const handlers = createHandlers(services);
  const keys = new ApiKeyLookup(services.db, services.changes, (err) =>
    app.log.warn({ err }, 'could not note an API key as used'),
  );
  /** The key id each request is counted under, for the per-key counter's key generator. */
  const keyOf = new WeakMap<FastifyRequest, number>();

  await app.register(
    async (scope) => {
      // In Redis when REDIS_URL is set (app.ts registers the plugin with it), so processes share counts.
      const limitByAddress = scope.createRateLimit({
        max: perMinute,
        timeWindow: 60_000,
        keyGenerator: (req) => `v1-ip:${req.ip}`,
      });
      const limitByKey = scope.createRateLimit({
        max: keyPerMinute,
        timeWindow: 60_000,
        keyGenerator: (req) => `v1-key:${keyOf.get(req)}`,
      });

      /** Counts the request; answers 429 (and returns the reply) when its counter is over the limit. */
      const overLimit = async (
        req: FastifyRequest,
        reply: FastifyReply,
        limit: typeof limitByAddress,
        max: number,
        message: { ko: string; en: string },
      ) => {
        const counted = await limit(req);
        if (counted.isAllowed) return null; // a key on the plugin's allow list (none is configured)
        reply
          .header('X-RateLimit-Limit', max)
          .header('X-RateLimit-Remaining', Math.max(0, counted.remaining));
        if (!counted.isExceeded) return null;
        reply.header('Retry-After', Math.max(1, counted.ttlInSeconds));
        return sendError(reply, 429, 'TOO_MANY_REQUESTS', message);
      };

      scope.addHook('onRequest', async (req, reply) => {
        // Any site may call the API from a browser; nothing here depends on cookies.
        reply
          .header('Access-Control-Allow-Origin', '*')
          .header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
          .header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (req.method === 'OPTIONS') return; // a browser's preflight: it carries no key and gets no data
        const presented = presentedKey(req);
        if (presented === undefined)
          return (
            (await overLimit(req, reply, limitByAddress, perMinute, PUBLIC_API_MSG.tooMany)) ?? undefined
          );
        const keyId = await keys.resolve(presented);
        if (keyId === null) {
          // Wrong keys still count against the address, so guessing keys is as slow as anonymous calls.
          const refused = await overLimit(req, reply, limitByAddress, perMinute, PUBLIC_API_MSG.tooMany);
          return refused ?? sendError(reply, 401, 'API_KEY_INVALID', PUBLIC_API_MSG.keyInvalid);
        }
        keyOf.set(req, keyId);
        return (
          (await overLimit(req, reply, limitByKey, keyPerMinute, PUBLIC_API_MSG.tooManyForKey)) ?? undefined
        );
      });

      // A page on another site that sends a key header asks first; the answer lets it send GETs only.
      scope.options('/*', (_req, reply) =>
        reply
          .code(204)
          .header('Access-Control-Allow-Methods', 'GET')
          .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
          .header('Access-Control-Max-Age', 86_400)
          .send(),
      );

      scope.setErrorHandler((error, req, reply) => {
        if (error instanceof PublicApiError)
          return sendError(reply, error.statusCode, error.code, error.messages);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        // A request the framework refused (a malformed URL or header): its status, our message.
        if (status >= 400 && status < 500)
          return sendError(reply, status, 'BAD_REQUEST', PUBLIC_API_MSG.badParams);
        req.log.error({ err: error }, 'unexpected error in the public API');
        return sendError(reply, 500, 'INTERNAL', PUBLIC_API_MSG.serverError);
      });

      // Production serves the web app for any other GET path ('/*', http/static.ts); an unknown /v1 path
      // must still answer JSON, so this catch-all (the one /v1 route outside the table) comes first.
      scope.get(PUBLIC_API_CATCH_ALL.replace(/^\/v1/, ''), (_req, reply) =>
        sendError(reply, 404, 'NOT_FOUND', PUBLIC_API_MSG.routeMissing),
      );
      scope.setNotFoundHandler((_req, reply) =>
        sendError(reply, 404, 'NOT_FOUND', PUBLIC_API_MSG.routeMissing),
      );

      for (const [name, route] of Object.entries(PUBLIC_API_ROUTES) as [PublicRouteName, PublicRoute][]) {
        if (name === 'bulkFile') {
          // The one answer that is a file, not JSON: streamed from disk with its own ETag.
          scope.get(fastifyPath(route.path), async (req, reply) => {
            parse(route.query, req.query);
            return sendBulkFile(services.env.dataDir, req, reply, route.cacheSeconds);
          });
          continue;
        }
        const handle = handlers[name as JsonRouteName] as (
          input: HandlerInput<PublicRoute>,
        ) => Promise<string>;
        scope.get(fastifyPath(route.path), async (req: FastifyRequest, reply) => {
          const input = {
            path: route.pathParams ? parse(route.pathParams, req.params) : {},
            query: parse(route.query, req.query),
          } as HandlerInput<PublicRoute>;
          return sendCacheable(req, reply, await handle(input), route.cacheSeconds);
        });
      }
    },
    { prefix: '/v1' },
  );
}
