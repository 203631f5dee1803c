import { test } from './fixtures';
import { expect } from '@playwright/test';

test('Alt+Q saves the page', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('https://docs.example.com/');
  await page.keyboard.press('Alt+Q');
  await expect.poll(async () => (await context.serviceWorkers()).length).toBeGreaterThan(0);
});
