import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export const PASSWORD = 'journey-pass-1';

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(name = 'Jordan Rivers'): NewUser {
  return { name, email: `journey-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD };
}

/** Registers through the API and signs the page in by storing the tokens the way the client does. */
export async function signInThroughApi(page: Page, request: APIRequestContext, user: NewUser = newUser()) {
  const response = await request.post('/api/auth/register', {
    data: { ...user, confirmPassword: user.password },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const session = (await response.json()) as { token: string; sessionToken: string; user: { id: string } };
  await page.addInitScript((stored) => {
    // Only on the first page of the tab: a later logout must stay logged out.
    if (!window.sessionStorage.getItem('journey-seeded')) {
      window.sessionStorage.setItem('journey-seeded', '1');
      window.localStorage.setItem('authToken', stored.token);
      window.localStorage.setItem('sessionToken', stored.sessionToken);
      window.localStorage.setItem('user', JSON.stringify(stored.user));
    }
  }, session);
  return { user, session };
}

/** Registers through the API only: an existing account, with the page still signed out. */
export async function registerThroughApi(request: APIRequestContext, user: NewUser = newUser()) {
  const response = await request.post('/api/auth/register', { data: { ...user, confirmPassword: user.password } });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return user;
}

/** Fills in and sends the register form at `path` (/register, or /register?from=affiliate). */
export async function registerThroughForm(page: Page, user: NewUser, path = '/register') {
  await page.goto(path);
  // Also on a page of a context of its own (not the journeys' wrapped page): text typed into the
  // pre-rendered form before the app starts is not the form's state, and it is sent empty.
  await appStarted(page);
  await fillRegisterForm(page, user);
}

/** Waits until the app has started on the page (page-ready.tsx marks <html data-app-ready>). */
export const appStarted = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/** Fills in and sends the register form on the page already open. */
export async function fillRegisterForm(page: Page, user: NewUser) {
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills in and sends the sign-in form at `path` (/login, or /login?from=affiliate). */
export async function signInThroughForm(page: Page, user: NewUser, path = '/login') {
  await page.goto(path);
  await appStarted(page);
  await fillSignInForm(page, user);
}

/** Fills in and sends the sign-in form on the page already open. */
export async function fillSignInForm(page: Page, user: NewUser) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
