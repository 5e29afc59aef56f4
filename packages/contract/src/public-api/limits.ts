/**
 * The public card API's limits (/v1), in one place so the server, the OpenAPI document and the API guide
 * state the same numbers.
 */

/** Requests per minute an address may make without an API key. */
export const PUBLIC_API_ANON_PER_MINUTE = 30;

/**
 * Requests per minute one member API key may make, from any address: ten times the anonymous limit, so a
 * site or bot of a member can page through the catalogue without spreading its calls over addresses.
 */
export const PUBLIC_API_KEY_PER_MINUTE = 300;

/** Live (not revoked) API keys one member may hold at a time. */
export const API_KEYS_PER_MEMBER = 5;

/** Cards per page of GET /v1/cards: a page stays one quick read, and the whole catalogue is a few hundred. */
export const PUBLIC_API_PAGE_LIMIT = { min: 1, max: 100, default: 50 } as const;

/** Seconds a CDN or browser may reuse an answer; price statistics change less often and cost more. */
export const PUBLIC_API_CACHE_SECONDS = { default: 60, prices: 300, bulkFile: 24 * 60 * 60 } as const;

/** Nightly bulk exports kept on disk; older files are removed after each new one. */
export const BULK_EXPORTS_KEPT = 3;
