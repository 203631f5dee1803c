import { test as base, chromium, type BrowserContext } from '@playwright/test';
import path from 'node:path';

export const test = base.extend<{ context: BrowserContext }>({
  context: async ({}, use) => {
    const ext = path.resolve(__dirname, '..');
    const context = await chromium.launchPersistentContext(path.resolve('.e2e/chrome-profile'), {
      headless: false,
      args: [`--disable-extensions-except=${ext}`, `--load-extension=${ext}`],
    });
    await use(context);
    await context.close();
  },
});
