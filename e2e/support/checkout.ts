import { expect, type Page } from '@playwright/test';

/** From the plans page through the local test checkout back to 'Subscription Activated!'. */
export async function subscribeThroughCheckout(page: Page, planName: string, price: string) {
  await page.getByRole('button', { name: `Subscribe to ${planName}` }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/[0-9a-f-]{36}$/);
  await expect(page.getByText('TEST MODE — NO CHARGE')).toBeVisible();
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page).toHaveURL(/\/subscription\?success=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Activated!' })).toBeVisible();
  await expect(page.getByText(`Your ${planName} plan is active`)).toBeVisible();
}
