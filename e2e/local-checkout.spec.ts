import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withDatabase } from './support/database';

async function startDonation(request: APIRequestContext) {
  const response = await request.post('/api/create-donation-checkout', { data: { amount: 1000, currency: 'usd' } });
  expect(response.status()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { url, id: url.split('/').at(-1) ?? '' };
}

const statusOf = (id: string) =>
  withDatabase(async (db) => (await db.query('SELECT status FROM checkouts WHERE id = $1', [id])).rows[0]?.status);

test('the local test checkout says it charges nothing, and Pay records the donation', async ({ page, request }) => {
  const { url, id } = await startDonation(request);
  await page.goto(url);
  await expect(page.getByText('TEST MODE — NO CHARGE')).toBeVisible();
  await expect(page.getByText('One-off donation of $10.00 to Genesis Studio')).toBeVisible();

  await page.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(page).toHaveURL(/\/\?donation=thanks$/);
  expect(await statusOf(id)).toBe('paid');

  await page.goto(url);
  await expect(page.getByText('This checkout is already paid.')).toBeVisible();
});

test('Cancel on the local checkout returns home and records nothing paid', async ({ page, request }) => {
  const { url, id } = await startDonation(request);
  await page.goto(url);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/\?donation=canceled$/);
  expect(await statusOf(id)).toBe('canceled');
});
