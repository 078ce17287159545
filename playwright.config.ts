import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { e2ePort } from './e2e/support/database';

const baseURL = `http://127.0.0.1:${e2ePort}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // A journey is many steps; with two at once on 2 cores, beside one that voices, analyses and
  // draws (the publish package), 30 s per journey was too tight.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records every journey to keep the failed ones; CI keeps only what it prints, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
    // Journeys route and count requests themselves; the installed-app journey lets the service worker run.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
