import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenLocally } from './listen-locally';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An answer of the receiver's: a status (with a short body saying so), or a whole answer. */
export type ReceiverAnswer = number | { status: number; body: string; headers?: Record<string, string> };

/**
 * A webhook receiver on loopback: keeps every request it gets and answers each with the next of
 * `answers` (200 once they run out).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: ReceiverAnswer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? 200;
      const { status, body, headers } =
        typeof answer === 'number'
          ? { status: answer, body: answer < 300 ? 'thanks, got it' : `receiver says ${answer}`, headers: {} }
          : answer;
      response.writeHead(status, { 'content-type': 'text/plain', ...headers }).end(body);
    });
  });
  const url = await listenLocally(server);
  return {
    url,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
