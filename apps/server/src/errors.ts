import { MSG } from '@carddogam/contract/messages';

/** An error the user should see: a status, a stable code for the client and a Korean message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.badRequest, code = 'BAD_REQUEST') =>
  new AppError(400, code, message);
export const unauthorized = (message: string = MSG.loginRequired) =>
  new AppError(401, 'LOGIN_REQUIRED', message);
export const forbidden = (message: string = MSG.forbidden, code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = MSG.notFound, code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
