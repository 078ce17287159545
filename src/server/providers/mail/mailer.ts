import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/**
 * One plain-text message to one address. The studio's messages go to addresses not yet proven
 * (registration, a new address, a reset asked by anyone), so each is the studio's own words and one
 * link to it: no name or other text a user chose, no other address (mail-texts.ts holds those words
 * in every language; security/mail-relay.test.ts checks the mails).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends the app's e-mail: over SMTP when SMTP_URL is set, else into the outbox (and the server log). */
export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps the message in the database for the operator to read. */
  readonly delivery: 'smtp' | 'outbox';
  /** Resolves once the message is handed to the SMTP server or kept in the outbox; rejects when SMTP refused it. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** What a transport does: hand one message over (nodemailer's sendMail, in effect). */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
  close(): void;
}

/**
 * Without SMTP: every message goes to the outbox table and is printed to the server log with its
 * text, so an operator of the embedded default can pass a reset link on.
 */
export function createOutboxMailer(db: Database, log: Logger): Mailer {
  return {
    delivery: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ toAddress: message.to, subject: message.subject, textBody: message.text, status: 'outbox' });
      log.info({ mail: { to: message.to, subject: message.subject } }, `E-mail (no SMTP_URL set, kept in the outbox):\n${message.text}`);
    },
    async close() {},
  };
}

/**
 * Over SMTP. Each message is also recorded (recipient, subject, sent or failed) without its text:
 * it may hold a single-use link that only its recipient should have.
 */
export function createSmtpMailer(db: Database, log: Logger, transport: MailTransport, from: string): Mailer {
  async function record(message: MailMessage, status: 'sent' | 'failed', error: string | null) {
    await db
      .insert(mailOutbox)
      .values({ toAddress: message.to, subject: message.subject, status, error })
      .catch((err: unknown) => log.error({ err }, 'could not record a sent e-mail'));
  }
  return {
    delivery: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ ...message, from });
      } catch (err) {
        await record(message, 'failed', err instanceof Error ? err.message.slice(0, 500) : String(err));
        throw err;
      }
      await record(message, 'sent', null);
    },
    async close() {
      transport.close();
    },
  };
}
