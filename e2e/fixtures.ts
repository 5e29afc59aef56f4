import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with a guard on every page: the server sends a Content-Security-Policy
 * (apps/server/src/http/security-headers.ts), and any script, style, image or connection the policy
 * blocks fails the test, so a change that needs a wider policy cannot slip in unnoticed.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
  contentSecurityPolicyGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/content security policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use();
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
