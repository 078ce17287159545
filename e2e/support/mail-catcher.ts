// A real SMTP server on 127.0.0.1 for the journeys' server: every message it takes is kept in the
// journeys' mailbox (mailbox.ts).
import { rmSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { keepMail, MAILBOX_DIR } from './mailbox';

export async function startMailCatcher(port: number): Promise<SMTPServer> {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, _session, callback) {
      try {
        const parsed = await simpleParser(stream);
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        keepMail({
          to: to?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
