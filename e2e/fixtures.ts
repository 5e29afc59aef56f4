import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * React's production messages for a server-rendered page whose HTML the browser's first render did not
 * match (decision 041): #418 and #425 text or markup, #419 a part the server could not finish, #423 a
 * root drawn again from scratch.
 */
const HYDRATION_ERROR = /Minified React error #(418|419|422|423|425)\b|Hydration failed/;

/**
 * A server-rendered page is visible before its script has attached, and a click then would be lost, so
 * every navigation of a test's pages waits until the app says it is ready (App.tsx marks <html>).
 */
function waitForAppOnNavigation(page: Page): void {
  const ready = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/**
 * Playwright's `test`, with guards on every page: the server sends a Content-Security-Policy
 * (apps/server/src/http/security-headers.ts), and any script, style, image or connection the policy
 * blocks fails the test, so a change that needs a wider policy cannot slip in unnoticed; a hydration
 * mismatch fails it too. Navigations wait for the app to be ready (waitForAppOnNavigation).
 */
export const test = base.extend<{ pageGuards: void }>({
  pageGuards: [
    async ({ page, context, browser }, use) => {
      const violations: string[] = [];
      const hydration: string[] = [];
      const watch = (watched: Page) => {
        waitForAppOnNavigation(watched);
        watched.on('console', (message) => {
          if (/content security policy/i.test(message.text())) violations.push(message.text());
          if (HYDRATION_ERROR.test(message.text())) hydration.push(message.text());
        });
        watched.on('pageerror', (error) => {
          if (HYDRATION_ERROR.test(error.message)) hydration.push(error.message);
        });
      };
      watch(page);
      context.on('page', watch);
      // The other visitors a test brings in (a second member, a guest) get the same guards.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const other = await newContext(...args);
        other.on('page', watch);
        return other;
      };
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use();
      browser.newContext = newContext;
      expect(violations, 'Content Security Policy violations').toEqual([]);
      expect(hydration, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
});
