import type { output, ZodType } from 'zod';
import type { CallDef, CallParams, CallResult } from '@carddogam/contract/call';
import { isErrorCode, type ErrorCode } from '@carddogam/contract/error-codes';
import { MSG } from '@carddogam/contract/messages';

/** A code of the contract's list, or `HTTP_<status>` when the answer was not ours (a proxy's error page). */
export type ApiErrorCode = ErrorCode | `HTTP_${number}`;

/** A failed call: the HTTP status and the server's error code and Korean message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Calls whose payload is empty may be made without one. */
type ParamsArgs<C extends CallDef> =
  Record<string, never> extends CallParams<C> ? [params?: CallParams<C>] : [params: CallParams<C>];

/** An answer as callApi reads it: the HTTP status and the body's text. */
export interface ApiAnswer {
  status: number;
  text: string;
}

/**
 * How calls reach the server while a page is rendered on the server (decision 041): the server's own
 * request handling, as the visitor's request. Unset in the browser, where calls go through fetch.
 */
export type ServerTransport = (path: string, body: string) => Promise<ApiAnswer>;
let serverTransport: ServerTransport | null = null;

export function setServerTransport(transport: ServerTransport | null): void {
  serverTransport = transport;
}

async function post(path: string, body: string): Promise<ApiAnswer> {
  if (serverTransport) return serverTransport(path, body);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
    });
  } catch {
    throw networkError();
  }
  return { status: response.status, text: await response.text() };
}

/**
 * Makes one call of SPEC §7: POST to its path with `{params}` and the session cookie. Resolves with the
 * answer; rejects with an ApiError carrying the Korean message to show.
 */
export async function callApi<C extends CallDef>(call: C, ...args: ParamsArgs<C>): Promise<CallResult<C>> {
  const [params = {}] = args;
  const answer = await post(call.path, JSON.stringify({ params }));
  const body = parseJson(answer.text);
  if (answer.status < 200 || answer.status > 299) throw errorFrom(answer.status, body);
  return body as CallResult<C>;
}

/**
 * Uploads one file as the multipart field `field` (the image uploads, which are not `{params}` calls) and
 * answers the JSON, typed by `Result`, the contract's schema of that upload's answer (like callApi, the
 * answer is not checked again in the browser); failures reject with an ApiError carrying the server's
 * Korean message.
 */
export async function uploadFile<Result extends ZodType>(
  url: string,
  field: string,
  file: File,
): Promise<output<Result>> {
  const form = new FormData();
  form.append(field, file);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', credentials: 'include', body: form });
  } catch {
    throw networkError();
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw errorFrom(response.status, body);
  return body as output<Result>;
}

function networkError(): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', '서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.');
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Reads `{error:{code,message}}`; anything else (a proxy's HTML page, an empty body) gets a generic message. */
function errorFrom(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code: ApiErrorCode = isErrorCode(error?.code) ? error.code : `HTTP_${status}`;
  const message = typeof error?.message === 'string' && error.message ? error.message : MSG.serverError;
  return new ApiError(status, code, message);
}
