import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.mjs',
  use: { baseURL: 'http://localhost:3000', storageState: 'e2e/.auth/user.json' },
});
