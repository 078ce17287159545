import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, vi } from 'vitest';

/** A message the server took, as its recipient reads it. */
export interface CaughtMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, or false for a plain-text message. */
  html: string | false;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message taken, oldest first. */
  messages: CaughtMail[];
  /** The messages to `to` (any case), oldest first. */
  mailTo(to: string): CaughtMail[];
  /** The first message to `to` whose subject contains `subject` not yet taken by an earlier call, waiting for it to arrive. */
  nextMail(to: string, subject: string, timeoutMs?: number): Promise<CaughtMail>;
  /** Keeps every recipient waiting (a slow mail server) until `release()` is called. */
  hold(): { release(): void };
  close(): Promise<void>;
}

/** The first http(s) link in a message's text. */
export function linkIn(mail: CaughtMail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}": ${mail.text}`);
  return new URL(link);
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package; any port, no TLS, no sign-in) that
 * parses each message it takes with `mailparser`. Recipients `refuseRecipient` picks are refused
 * with 550, as a mail server refuses an unknown mailbox.
 */
export async function startSmtpTestServer(options: { refuseRecipient?: (address: string) => boolean } = {}): Promise<SmtpTestServer> {
  const messages: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      void held.then(() => {
        if (options.refuseRecipient?.(address.address)) {
          callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
          return;
        }
        callback();
      });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const address = (field: typeof parsed.to | typeof parsed.from) => [field].flat()[0]?.value[0]?.address ?? '';
          messages.push({
            from: address(parsed.from),
            to: address(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? false,
          });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const mailTo = (to: string) => messages.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailTo,
    async nextMail(to, subject, timeoutMs = 10_000) {
      const mail = await vi.waitFor(
        () => {
          const found = mailTo(to).find((candidate) => !taken.has(candidate) && candidate.subject.includes(subject));
          if (!found) throw new Error(`no message to ${to} about "${subject}" (${messages.length} taken in all)`);
          return found;
        },
        { timeout: timeoutMs, interval: 20 },
      );
      taken.add(mail);
      return mail;
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return { release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One SMTP server for the test file; start it before the app (useTestApp reads `env` after this hook). */
export function useSmtpTestServer(options: Parameters<typeof startSmtpTestServer>[0] = {}): SmtpTestServer {
  const handle = {} as SmtpTestServer;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const started = await startSmtpTestServer(options);
    close = started.close;
    Object.assign(handle, started);
  });
  afterAll(() => close());
  return handle;
}
