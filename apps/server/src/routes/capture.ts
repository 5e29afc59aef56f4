import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { id } from '@carddogam/contract/call';
import { AppError } from '../errors';
import { validationMessage } from '../http/call-router';
import type { Services } from '../services/container';
import { businessCardCapture, deckCapture, recordCapture } from '../capture/captures';

/** Where the capture pictures are served; the link previews of the capture pages point here. */
export const CAPTURE_PATHS = {
  record: '/api/capture/record.png',
  deck: '/api/capture/deck.png',
  businessCard: '/api/capture/businesscard.png',
} as const;

/** Link previews fetch the picture again now and then; five minutes spares the drawing without going stale. */
const CACHE_CONTROL = 'public, max-age=300';

const userQuery = z.object({ user_id: z.string().trim().min(1).max(60) });
const deckQuery = z.object({ id });

function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const parsed = schema.safeParse(query ?? {});
  if (!parsed.success) throw new AppError(400, 'BAD_REQUEST', validationMessage(parsed.error));
  return parsed.data;
}

const sendPng = (reply: FastifyReply, png: Buffer) =>
  reply.header('content-type', 'image/png').header('cache-control', CACHE_CONTROL).send(png);

/**
 * The 1200×630 PNG pictures of a member's record, a public deck recipe and a 명함 (decision 035): plain
 * GETs that anyone, a link preview's crawler included, can load as an image.
 */
export function registerCaptureRoutes(app: FastifyInstance, services: Services): void {
  app.get(CAPTURE_PATHS.record, async (req, reply) => {
    const { user_id } = parseQuery(userQuery, req.query);
    return sendPng(reply, await recordCapture(services, user_id));
  });
  app.get(CAPTURE_PATHS.deck, async (req, reply) => {
    const { id: deckId } = parseQuery(deckQuery, req.query);
    return sendPng(reply, await deckCapture(services, deckId));
  });
  app.get(CAPTURE_PATHS.businessCard, async (req, reply) => {
    const { user_id } = parseQuery(userQuery, req.query);
    return sendPng(reply, await businessCardCapture(services, user_id));
  });
}
