import type { ComponentType } from 'react';
import { withTimeout } from '../lib/with-timeout';
import { preloadPageChunks } from './page-preloads';

/** Loading a part of the application gives up after 120 seconds (§2.1). */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
export const PAGE_LOAD_TIMEOUT_MESSAGE =
  '화면을 불러오는 시간이 초과되었습니다. 인터넷 연결을 확인한 뒤 다시 시도해주세요.';

/**
 * A route's `lazy` function for a page module with a default export. Pages load on first visit, and a
 * load that hangs ends in the route's error screen instead of waiting forever.
 *
 * The production build gives each route of the route table its `preloadKey` (build/page-preloads.ts):
 * the page's other chunks are then asked for beside its own, from the table the build writes.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  preloadKey?: string,
  timeoutMs: number = PAGE_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    if (preloadKey !== undefined) void preloadPageChunks(preloadKey);
    const module = await withTimeout(load(), timeoutMs, PAGE_LOAD_TIMEOUT_MESSAGE);
    return { Component: module.default };
  };
}
