import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// findBy… and waitFor wait up to 15 s: the default 1 s is too short when the machine is busy, and parts
// the app loads on demand (dialogs, menus, the chart) are compiled on their first use in a test run.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs Mantine and the shell use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
// Autosizing textareas re-measure when web fonts finish loading; jsdom has no font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.HTMLElement.prototype.scrollIntoView = vi.fn();

// An unexpected console.error fails the test; a test that expects one replaces the spy itself.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

// Most files share their worker's modules (vitest.config.ts), so what one test leaves in module state is
// cleared here: the toasts of Mantine's notification store, fake clocks, stubs and stored values.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
