import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

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
