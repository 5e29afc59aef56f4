import type { ErrorCode } from '@carddogam/contract/error-codes';
import { MSG } from '@carddogam/contract/messages';

/**
 * An error the user should see: a status, a stable code for the client (one of the contract's
 * ERROR_CODES, so a new code is added there and clients learn of it) and a Korean message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.badRequest, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError(400, code, message);
export const unauthorized = (message: string = MSG.loginRequired) =>
  new AppError(401, 'LOGIN_REQUIRED', message);
export const forbidden = (message: string = MSG.forbidden, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = MSG.notFound, code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);

/** The body of an error answer sent without throwing (request guards, the error handler, unknown paths). */
export const errorAnswer = (code: ErrorCode, message: string) => ({ error: { code, message } });
