// A webhook receiver for the journeys, on a fixed loopback port beside the journeys' server
// (serve.ts, which allows private addresses for it): it answers 200 and keeps every request, which
// a journey, in another process, reads back over HTTP.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export const E2E_WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 4595);
/** Where the journeys point their endpoints (anything under it is received). */
export const e2eWebhookUrl = (path: string, port = E2E_WEBHOOK_PORT) => `http://127.0.0.1:${port}/hooks/${path}`;

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Starts the receiver; `GET /_received` answers what it has received so far. */
export async function startWebhookReceiver(port = E2E_WEBHOOK_PORT): Promise<Server> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/_received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received by the journey');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** From a journey: the requests received under `/hooks/{path}`. */
export async function receivedWebhooks(path: string, port = E2E_WEBHOOK_PORT): Promise<ReceivedWebhook[]> {
  const response = await fetch(`http://127.0.0.1:${port}/_received`);
  return ((await response.json()) as ReceivedWebhook[]).filter((request) => request.path === `/hooks/${path}`);
}
