import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/rate-limit';
import type { z } from 'zod';
import { PUBLIC_API_ANON_PER_MINUTE } from '@carddogam/contract/public-api/limits';
import { PUBLIC_API_MSG } from '@carddogam/contract/public-api/messages';
import {
  PUBLIC_API_ROUTES,
  type PublicRoute,
  type PublicRouteName,
} from '@carddogam/contract/public-api/routes';
import type { Services } from '../services/container';
import { errorBody, PublicApiError, sendCacheable } from './answers';
import { createHandlers, type HandlerInput } from './handlers';

/**
 * The public card API under /v1: read-only GETs with query strings, open to every origin, limited per
 * address. A plugin of its own rather than calls of the /api router, whose calls are POSTs of {params}.
 * Every route comes from the contract's route table, which the OpenAPI document is built from too.
 *
 * Member API keys with a higher limit are a later step: they will pick the limit's key and max here, from
 * an `Authorization: Bearer` header, before the anonymous per-address counter.
 */

export interface PublicApiOptions {
  /** Requests per minute per address without a key. */
  perMinute?: number;
}

/** Unknown paths under /v1: not an API route, so not in the document (the route-table test knows it). */
export const PUBLIC_API_CATCH_ALL = '/v1/*';

/** Headers a page on another site may read from our answers (CORS exposes only a few by default). */
const EXPOSED_HEADERS = 'ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining';

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
  const handlers = createHandlers(services);

  await app.register(
    async (scope) => {
      // In Redis when REDIS_URL is set (app.ts registers the plugin with it), so processes share counts.
      const limit = scope.createRateLimit({
        max: perMinute,
        timeWindow: 60_000,
        keyGenerator: (req) => `v1-ip:${req.ip}`,
      });

      scope.addHook('onRequest', async (req, reply) => {
        // Any site may call the API from a browser; nothing here depends on cookies.
        reply
          .header('Access-Control-Allow-Origin', '*')
          .header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
          .header('Cross-Origin-Resource-Policy', 'cross-origin');
        const counted = await limit(req);
        if (counted.isAllowed) return; // an address on the plugin's allow list (none is configured)
        reply
          .header('X-RateLimit-Limit', perMinute)
          .header('X-RateLimit-Remaining', Math.max(0, counted.remaining));
        if (counted.isExceeded) {
          reply.header('Retry-After', Math.max(1, counted.ttlInSeconds));
          return sendError(reply, 429, 'TOO_MANY_REQUESTS', PUBLIC_API_MSG.tooMany);
        }
      });

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
        const handle = handlers[name] as (input: HandlerInput<PublicRoute>) => Promise<string>;
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
