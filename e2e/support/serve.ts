// Starts the built server for the journeys on a fresh PostgreSQL database, dropped again on exit.
import { assertBuilt, dropDatabase, startAppServer } from './app-server';
import { e2eDatabase, e2ePort } from './database';
import { writeFakeMicrophoneSample } from './fake-microphone';
import { googleEnv, startGoogle } from './google';
import { startMailCatcher } from './mail-catcher';
import { oidcEnv, startOidc } from './oidc';
import { E2E_ADMIN_EMAIL, E2E_SMTP_PORT } from './mailbox';
import { startWebhookReceiver } from './webhooks';

try {
  assertBuilt();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await writeFakeMicrophoneSample();
const mailCatcher = await startMailCatcher(E2E_SMTP_PORT);
// Google's OAuth and the YouTube Data API: the stand-in the publishing journey steers.
const googleStandIn = await startGoogle();
// The OpenID provider single sign-on goes through (the 'Continue with Test ID' button on /login and /register).
const openIdProvider = await startOidc();
// Where the webhooks journey's endpoints point (on loopback: the server allows private addresses).
const webhookReceiver = await startWebhookReceiver();
const server = await startAppServer({
  port: e2ePort,
  database: e2eDatabase,
  env: {
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    MAIL_FROM: 'Genesis Studio <studio@e2e.test>',
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    // The footer's and /about's contact links appear only with a support address (a run-time setting).
    SUPPORT_EMAIL: 'support@e2e.test',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    ...googleEnv(),
    ...oidcEnv(),
  },
});

const stop = () => {
  mailCatcher.close();
  void googleStandIn.close();
  void openIdProvider.close();
  webhookReceiver.close();
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await dropDatabase(e2eDatabase).catch(() => {});
  process.exit(code ?? 0);
});
