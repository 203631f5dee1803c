import { test, expect } from '@playwright/test';

test('header matches design desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header')).toHaveScreenshot('header-desktop.png');
});

test('header matches design mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('header')).toHaveScreenshot('header-mobile.png');
});
