import { test, expect } from '@playwright/test';

test('adds an item to the cart', async ({ page }) => {
  await page.goto('/products/trail-runner-2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
