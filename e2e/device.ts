import type { TestInfo } from '@playwright/test';

/**
 * The device a test runs as: 'desktop' for both desktop projects (playwright.config.ts splits the desktop
 * specs over two lanes), 'mobile' for the phone project. Specs key their data and their steps by it.
 */
export function deviceOf(testInfo: TestInfo): 'desktop' | 'mobile' {
  return testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
}
