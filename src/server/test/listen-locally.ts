import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import type { App } from '../app/app';

/** Starts a test server on a free loopback port; answers its origin, e.g. http://127.0.0.1:41234. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A loopback port free right now, for a process that will listen on it (a cluster instance, a database). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The origin of a test app listening on loopback (started on a free port the first time). */
export async function appOrigin(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
