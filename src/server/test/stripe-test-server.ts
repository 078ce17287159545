import { createServer, type Server } from 'node:http';
import { listenLocally } from './listen-locally';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded parameters Stripe's client sent, by their bracketed names. */
  params: Record<string, string>;
}

/** A stand-in for api.stripe.com on a free local port: records each call, answers what a test gives it. */
export async function startStripeTestServer(answer: (request: RecordedRequest) => object) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk) => (body += chunk));
    incoming.on('end', () => {
      const recorded = {
        method: incoming.method ?? '',
        path: (incoming.url ?? '').split('?')[0] ?? '',
        params: Object.fromEntries(new URLSearchParams(body)),
      };
      requests.push(recorded);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer(recorded)));
    });
  });
  const origin = await listenLocally(server);
  return {
    url: origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
