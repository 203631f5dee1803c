import { test, expect } from '@playwright/test';

test('dashboard shows projects', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Your projects')).toBeVisible();
});
