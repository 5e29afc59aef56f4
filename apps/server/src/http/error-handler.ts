import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from '@carddogam/contract/messages';
import { AppError, errorAnswer } from '../errors';
import { isTransactionConflict } from '../db/transactions';

/** Korean messages for the framework's own client errors, by status. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  413: '요청 데이터가 너무 큽니다.',
  415: '지원하지 않는 요청 형식입니다.',
  429: MSG.tooManyRequests,
};

/**
 * One error shape for every call: `{ error: { code, message } }`. Expected errors carry their own Korean
 * message; framework client errors get a Korean one by status; a write the database gave up on because of
 * other writes (a deadlock or serialization failure, still there after runInTransaction's retry) is a
 * 503 the member can simply repeat; anything else is logged with the request id and answered with a
 * friendly 500, never a stack trace.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorAnswer(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERROR_MESSAGES[status] ?? MSG.badRequest;
      return reply.status(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message } });
    }
    if (isTransactionConflict(error)) {
      req.log.warn({ err: error }, 'transaction conflict after retry');
      return reply.status(503).send(errorAnswer('BUSY', MSG.busy));
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorAnswer('INTERNAL', MSG.serverError));
  });
}
