import { defineConfig, devices } from '@playwright/test';
import 'dotenv/config';
import dotenv from 'dotenv';

dotenv.config({ path: '.env.e2e' });

export default defineConfig({
  testDir: 'tests/e2e',
  retries: process.env.CI ? 2 : 0,
  use: { baseURL: 'http://localhost:5173', trace: 'on-first-retry' },
  webServer: { command: 'npm run dev', port: 5173, reuseExistingServer: true },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { chromiumSandbox: process.env.PW_CHROMIUM_SANDBOX !== '0' },
      },
    },
  ],
});
