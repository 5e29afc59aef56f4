import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import type { SsrState } from './ssr-state';

/** A page rendered on the server: the markup of #root and the state the browser hydrates it with. */
export interface RenderedPage {
  html: string;
  state: SsrState;
}

/**
 * Rendering asks for the page's answers; each pass fetches what the one before asked for and renders
 * again. Three cover the card pages (the card, then what depends on it such as its price group); what a
 * page still asks for after the last pass renders as loading on both sides and is fetched in the browser.
 */
const MAX_PASSES = 4;

const isEnabled = (query: Query) => {
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((q: Query) => boolean);
    queryFn?: unknown;
  };
  if (queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Queries the last render asked for that have not been fetched yet. */
const wanted = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );

/**
 * Whether a value survives JSON unchanged: what the cache holds reaches the browser as JSON, so a Map, a
 * Set or a Date would arrive as something else and the browser's first render would differ.
 */
export function isJsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonSafe);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => item === undefined || isJsonSafe(item));
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html + decoder.decode();
    html += decoder.decode(value, { stream: true });
  }
}

/**
 * Renders one page for a guest, or answers null when it should be drawn in the browser instead: the
 * route redirects or fails, or one of its answers failed (the browser's own first render would then
 * differ from the server's).
 */
export async function renderPage(
  url: URL,
  mobile: boolean,
  onError: (error: unknown, componentStack?: string) => void = () => undefined,
): Promise<RenderedPage | null> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();

  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const { prelude } = await prerender(
      <StrictMode>
        <AppProviders queryClient={queryClient} mobileHint={mobile}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      // A part that fails here is drawn by the browser instead (its Suspense boundary is left to the client).
      {
        onError: (error, info) => onError(error, info.componentStack ?? undefined),
        // Every boundary in place: split-off parts would need inline scripts to show, which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    html = await readAll(prelude);
    const queries = wanted(queryClient);
    if (queries.length === 0 || pass === MAX_PASSES) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  }
  const queries = queryClient.getQueryCache().getAll();
  const failed = queries.find((query) => query.state.status === 'error');
  if (failed) {
    onError(
      new Error(`Not rendered: ${JSON.stringify(failed.queryKey)} failed (${String(failed.state.error)})`),
    );
    return null;
  }
  const unsafe = queries.find((query) => query.state.data !== undefined && !isJsonSafe(query.state.data));
  if (unsafe) {
    onError(
      new Error(
        `The answer of ${JSON.stringify(unsafe.queryKey)} is not plain JSON; keep rows and use select`,
      ),
    );
    return null;
  }
  return { html, state: { queries: dehydrate(queryClient), mobile } };
}
