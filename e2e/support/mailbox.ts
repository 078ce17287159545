// The journeys' mailbox: the journeys' server sends its mail over SMTP to a catcher (serve.ts) that
// writes each message here as JSON; a journey reads the message it expects, as a user reads theirs.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export const MAILBOX_DIR = join(process.cwd(), '.tmp', 'e2e-mailbox');
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4590);
/** The administrator of the journeys' server (ADMIN_EMAILS): the console journeys register it. */
export const E2E_ADMIN_EMAIL = 'operator@e2e.test';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

export function keepMail(mail: CaughtMail): void {
  mkdirSync(MAILBOX_DIR, { recursive: true });
  writeFileSync(join(MAILBOX_DIR, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify(mail));
}

function readMailbox(): CaughtMail[] {
  let names: string[];
  try {
    names = readdirSync(MAILBOX_DIR);
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(join(MAILBOX_DIR, name), 'utf8')) as CaughtMail);
}

/** The newest message to `to` whose subject contains `subject` (received after `since`, when given), waiting up to 15 s for it. */
export async function waitForMail(to: string, subject: string, since?: Date): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox()
          .reverse()
          .find(
            (mail) =>
              mail.to.toLowerCase() === to.toLowerCase() &&
              mail.subject.includes(subject) &&
              (!since || new Date(mail.receivedAt) >= since),
          );
        return found !== undefined;
      },
      { timeout: 15_000, message: `a message to ${to} about "${subject}"` },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The first link in a message's text. */
export function linkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}
