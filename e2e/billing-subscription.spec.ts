import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { subscribeThroughCheckout } from './support/checkout';
import { fillRegisterForm, fillSignInForm, newUser, registerThroughApi, signInThroughApi } from './support/users';
import { seriousViolations } from './support/accessibility';

test('a trial user subscribes to Basic through the local checkout and the studio drops the trial', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/app');
  await expect(page.getByText(/Free Trial: \d+h \d+m \d+s remaining/)).toBeVisible();

  await page.goto('/subscription?plan=basic');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  const basic = page.getByRole('article', { name: 'Basic', exact: true });
  await expect(basic).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByRole('article', { name: 'Weekly Basic' })).toContainText('Best Value');
  await expect(page.getByRole('article', { name: 'Premium' })).toContainText('Most Popular');
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: the subscribe button is reached and pressed like any button.
  await basic.getByRole('button', { name: 'Subscribe to Basic' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await expect(page.getByText('TEST MODE — NO CHARGE')).toBeVisible();
  await expect(page.getByText('Genesis Studio Basic plan, $20.00 per month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $20.00' }).click();

  await expect(page).toHaveURL(/\/subscription\?success=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Activated!' })).toBeVisible();
  await expect(page.getByText('Your Basic plan is active')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Start Creating Content' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('tab', { name: 'Script Writing' })).toBeVisible();
  await expect(page.getByText(/Free Trial:/)).toHaveCount(0);
  // An active subscription hides the upgrade button (spec §2).
  await expect(page.getByRole('link', { name: /Upgrade/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Plan usage' })).toContainText('Scripts 0/100 this month · Images 0/50');

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Basic Active' })).toBeVisible();
  await expect(page.getByText("You're All Set!")).toBeVisible();
  await expect(page.getByRole('article', { name: 'Basic', exact: true }).getByRole('button')).toHaveText('Current Plan');
});

test('a signed-out visitor is asked to create an account or log in, keeping the plan', async ({ page }) => {
  await page.goto('/subscription?plan=premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Required' })).toBeVisible();
  await expect(page.getByText(/subscribe to Premium \(\$50\.00\/month\)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fsubscription%3Fplan%3Dpremium');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fsubscription%3Fplan%3Dpremium$/);
});

/** On /subscription with `planName` chosen: pays on the embedded (local) form and sees the studio confirm that plan. */
async function payOnThisPage(page: Page, planName: string, planId: string) {
  await page.getByRole('button', { name: `Pay on this page for ${planName}` }).click();
  const panel = page.getByRole('region', { name: 'Complete Your Subscription' });
  await expect(panel).toContainText(`${planName} plan ·`);
  await panel.getByRole('button', { name: 'Subscribe Now' }).click();

  await expect(page).toHaveURL(new RegExp(`/app\\?premium=true&plan=${planId}$`));
  // The studio loads afresh (a full page load), then confirms.
  const activated = page.getByRole('dialog', { name: 'Subscription Activated!' });
  await expect(activated).toBeVisible({ timeout: 15_000 });
  await expect(activated).toContainText(`Thank you! Your ${planName} plan is active`);
  return activated;
}

test('signed out on /subscription?plan=basic: Create Account, back to Basic, pay on the page, Basic confirmed', async ({ page }) => {
  await page.goto('/subscription?plan=basic');
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await fillRegisterForm(page, newUser('Basil Buyer'));

  await expect(page).toHaveURL(/\/subscription\?plan=basic$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Basic', exact: true })).toHaveAttribute('data-highlighted', 'true');

  const activated = await payOnThisPage(page, 'Basic', 'basic');
  await expect(activated).not.toContainText('Premium');
  expect(await seriousViolations(page)).toEqual([]);
  await activated.getByRole('button', { name: 'Start Creating Content' }).click();
  await expect(activated).toBeHidden();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Basil Buyer')).toBeVisible();
  await expect(page.getByText(/Free Trial:/)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Plan usage' })).toContainText('Scripts 0/100 this month');
  // Closed for good: a reload does not confirm again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Script Writing' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an existing user signs in from /subscription?plan=weekly, comes back to it and sees Weekly Basic confirmed', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request);
  await page.goto('/subscription?plan=weekly');
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  // The way over to register keeps the destination too.
  await expect(page.getByRole('link', { name: 'Create one' })).toHaveAttribute(
    'href',
    '/register?redirect=%2Fsubscription%3Fplan%3Dweekly',
  );
  await fillSignInForm(page, user);

  await expect(page).toHaveURL(/\/subscription\?plan=weekly$/);
  await expect(page.getByRole('article', { name: 'Weekly Basic' })).toHaveAttribute('data-highlighted', 'true');
  const activated = await payOnThisPage(page, 'Weekly Basic', 'weekly');
  await page.keyboard.press('Escape');
  await expect(activated).toBeHidden();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('group', { name: 'Plan usage' })).toContainText('Scripts 0/25 this week');
});

test('a destination off the site is not followed after signing in', async ({ page, request }) => {
  const user = await registerThroughApi(request);
  await page.goto('/login?redirect=%2F%2Fexample.com%2Fsubscription');
  await fillSignInForm(page, user);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/app$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('?plan= scrolls to a valid plan and an invalid value is ignored', async ({ page, request }) => {
    await signInThroughApi(page, request);
    await page.goto('/subscription?plan=premium');
    const premium = page.getByRole('article', { name: 'Premium' });
    await expect(premium).toHaveAttribute('data-highlighted', 'true');
    await expect(premium).toBeInViewport();

    for (const ignored of ['enterprise', 'Basic', 'free_trial']) {
      await page.goto(`/subscription?plan=${ignored}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(3);
      await expect(page.locator('[data-highlighted]')).toHaveCount(0);
      await expect(page.getByRole('article', { name: 'Premium' })).not.toBeInViewport();
    }
  });
});

test('a weekly subscriber sees the usage in the studio and can cancel at the period end', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/subscription?plan=weekly');
  await subscribeThroughCheckout(page, 'Weekly Basic', '$6.99');

  await page.getByRole('link', { name: 'Start Creating Content' }).click();
  const usage = page.getByRole('group', { name: 'Plan usage' });
  await expect(usage).toContainText('/25');
  await expect(usage).toContainText('/15');
  await expect(usage).toContainText('Scripts 0/25 this week · Images 0/15');

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Basic Active' })).toBeVisible();
  await expect(page.getByText(/^Renews on \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Plan usage' })).toContainText('Scripts 0/25 this week');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your Weekly Basic plan?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();

  await expect(page.getByText('Subscription Canceled', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Ends on \w+ \d{1,2}, \d{4}\. It will not renew\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  // Still active until then: the plan stays, and so does the usage.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Basic Active' })).toBeVisible();
  await expect(page.getByText(/^Ends on /)).toBeVisible();
});

test('a trial user pays for Premium in the embedded form and lands in the studio as a subscriber', async ({ page, request }) => {
  await signInThroughApi(page, request);
  await page.goto('/subscription?plan=premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay on this page for Premium' }).click();
  const panel = page.getByRole('region', { name: 'Complete Your Subscription' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Complete Your Subscription' })).toBeFocused();
  await expect(panel).toContainText('Premium plan · $50.00/month');
  await expect(panel.getByRole('group', { name: 'TEST MODE — NO CHARGE' })).toContainText('nothing will be charged');
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: Tab from the heading reaches Subscribe Now.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Subscribe Now' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/app\?premium=true&plan=premium$/);
  const activated = page.getByRole('dialog', { name: 'Subscription Activated!' });
  await expect(activated).toBeVisible({ timeout: 15_000 });
  await expect(activated).toContainText('Thank you! Your Premium plan is active');
  await expect(activated.getByRole('button', { name: 'Start Creating Content' })).toBeVisible();
  await activated.getByRole('button', { name: 'Start Creating Content' }).click();
  await expect(page.getByRole('tab', { name: 'Script Writing' })).toBeVisible();
  await expect(page.getByText(/Free Trial:/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Upgrade/ })).toHaveCount(0);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Active' })).toBeVisible();
});
