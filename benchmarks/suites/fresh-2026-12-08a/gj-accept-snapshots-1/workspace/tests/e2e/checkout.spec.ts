import { test, expect } from '@playwright/test';

test('order summary matches', async ({ page }) => {
  await page.goto('/checkout?fixture=two-items');
  await expect(page.getByTestId('order-summary')).toHaveScreenshot('checkout-summary.png');
});
