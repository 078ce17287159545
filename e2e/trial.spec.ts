import { expect, test } from './support/fixtures';
import { withDatabase } from './support/database';
import { signInThroughApi } from './support/users';

test('the Trial Expired modal blocks the workspace once the server reports trial_expired', async ({
  page,
  request,
}) => {
  const { session } = await signInThroughApi(page, request);
  await withDatabase((db) =>
    db.query(`UPDATE users SET trial_expiry = now() - interval '1 minute' WHERE id = $1`, [session.user.id]),
  );

  await page.goto('/app');
  const modal = page.getByRole('alertdialog', { name: 'Trial Expired' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Your 1-day free trial has ended. Choose a plan to continue using the product.');
  // Behind the modal the header's upgrade link turns red and says why.
  await expect(page.getByText('Trial Expired - Upgrade').first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('subscription', JSON.stringify({ isTrial: true })));
  await modal.getByRole('button', { name: 'Start Over' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('subscription'))).toBeNull();
});

test('during the trial the banner counts down every second', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/app');
  const banner = page.getByText(/Free Trial: \d+h \d+m \d+s remaining/);
  const first = await banner.textContent();
  await expect(banner).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page.getByRole('alertdialog', { name: 'Trial Expired' })).toHaveCount(0);
});
