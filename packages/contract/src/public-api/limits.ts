/**
 * The public card API's limits (/v1), in one place so the server, the OpenAPI document and the API guide
 * state the same numbers.
 */

/** Requests per minute an address may make without an API key. Member keys with a higher limit come later. */
export const PUBLIC_API_ANON_PER_MINUTE = 30;

/** Cards per page of GET /v1/cards: a page stays one quick read, and the whole catalogue is a few hundred. */
export const PUBLIC_API_PAGE_LIMIT = { min: 1, max: 100, default: 50 } as const;

/** Seconds a CDN or browser may reuse an answer; price statistics change less often and cost more. */
export const PUBLIC_API_CACHE_SECONDS = { default: 60, prices: 300 } as const;
