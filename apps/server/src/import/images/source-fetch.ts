import { setTimeout as sleep } from 'node:timers/promises';
import { SourceImageError } from './source-image-error';

/** How the image job treats the catalogue's image hosts: never faster than asked, and backing off. */
export interface SourceFetchOptions {
  /** Requests started per second, counted over all lanes together. */
  ratePerSecond: number;
  /** Further tries after a 429, a 5xx answer, a timeout or a network failure. */
  retries: number;
  /** The pause before a retry when the host names none (Retry-After); doubled on each further retry. */
  retryDelayMs: number;
  timeoutMs: number;
  /** A larger answer is refused: no card scan comes near it. */
  maxBytes: number;
  userAgent: string;
  /** Changes an address before it is fetched (CARD_IMAGE_SOURCE_REWRITE); records keep the original. */
  rewrite?: (url: string) => string;
}

export const DEFAULT_FETCH_OPTIONS: SourceFetchOptions = {
  ratePerSecond: 8,
  retries: 2,
  retryDelayMs: 2000,
  timeoutMs: 30_000,
  maxBytes: 20 * 1024 * 1024,
  userAgent: 'carddogam-image-mirror',
};

/** The longest pause a host's Retry-After may ask of us; a longer one is a failure for this run. */
const MAX_RETRY_AFTER_MS = 60_000;

const retriable = (status: number) => status === 429 || status >= 500;

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * A fetcher shared by every lane of one run: request starts are spaced to the rate, and a host's
 * Retry-After pauses every lane, not only the one that was told.
 */
export function createSourceFetcher(options: SourceFetchOptions): (url: string) => Promise<Buffer> {
  const spacing = 1000 / options.ratePerSecond;
  let nextStart = 0;

  const takeTurn = async () => {
    const now = Date.now();
    const at = Math.max(now, nextStart);
    nextStart = at + spacing;
    if (at > now) await sleep(at - now);
  };
  const pauseAll = (ms: number) => {
    nextStart = Math.max(nextStart, Date.now() + ms);
  };

  const fetchOnce = async (url: string): Promise<Buffer | { retryAfter: number | null; reason: string }> => {
    await takeTurn();
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'image/*' },
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'follow',
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      return { retryAfter: null, reason: timedOut ? '시간 초과' : '연결 실패' };
    }
    if (!res.ok) {
      await res.body?.cancel();
      const reason = `HTTP ${res.status}`;
      if (!retriable(res.status)) throw new SourceImageError(reason);
      return { retryAfter: retryAfterMs(res.headers.get('retry-after')), reason };
    }
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > options.maxBytes) {
      await res.body?.cancel();
      throw new SourceImageError('파일이 너무 큽니다');
    }
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await res.arrayBuffer());
    } catch {
      return { retryAfter: null, reason: '연결 끊김' };
    }
    if (bytes.length > options.maxBytes) throw new SourceImageError('파일이 너무 큽니다');
    return bytes;
  };

  return async (sourceUrl) => {
    const url = options.rewrite ? options.rewrite(sourceUrl) : sourceUrl;
    for (let attempt = 0; ; attempt++) {
      const result = await fetchOnce(url);
      if (Buffer.isBuffer(result)) return result;
      const wait = result.retryAfter ?? options.retryDelayMs * 2 ** attempt;
      if (attempt >= options.retries || wait > MAX_RETRY_AFTER_MS) throw new SourceImageError(result.reason);
      pauseAll(wait);
    }
  };
}

/**
 * Reads CARD_IMAGE_SOURCE_REWRITE: comma-separated `from=to` pairs of address beginnings. An address that
 * starts with a `from` is fetched from `to` plus the rest, e.g. a local copy of a host, or the test
 * fixture server that stands in for the catalogue's hosts.
 */
export function parseSourceRewrite(value: string | undefined): (url: string) => string {
  const rules = (value ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const from = pair.slice(0, at);
      const to = pair.slice(at + 1);
      if (at <= 0 || !/^https?:\/\//.test(from) || !/^https?:\/\//.test(to)) {
        throw new Error(`CARD_IMAGE_SOURCE_REWRITE: '${pair}' is not 'http(s)://from=http(s)://to'`);
      }
      return { from, to };
    });
  return (url) => {
    const rule = rules.find((r) => url.startsWith(r.from));
    return rule ? rule.to + url.slice(rule.from.length) : url;
  };
}
