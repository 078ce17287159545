import { WebSocket } from 'ws';
import type { ServerEvent } from '@shared/realtime';

/** A test's chat socket: every event it received, and a way to wait for the next of a kind. */
export interface TestSocket {
  socket: WebSocket;
  events: ServerEvent[];
  send(message: unknown): void;
  sendRaw(data: string): void;
  /** The next event of this type after the `from`-th received (default: any not yet awaited). */
  next<T extends ServerEvent['type']>(type: T, timeoutMs?: number): Promise<Extract<ServerEvent, { type: T }>>;
  close(): Promise<void>;
}

/** Opens /ws on a listening app; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(
  origin: string,
  token: string | undefined,
  headers: Record<string, string> = {},
  options: { answerPings?: boolean } = {},
): Promise<TestSocket> {
  const url = `${origin.replace(/^http/, 'ws')}/ws${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
  // autoPong: false plays a client that has gone away without closing (a dead connection).
  const socket = new WebSocket(url, { headers, autoPong: options.answerPings ?? true });
  const events: ServerEvent[] = [];
  const waiters: { type: string; resolve: (event: ServerEvent) => void }[] = [];
  const taken = new Set<ServerEvent>();
  socket.on('message', (data: Buffer) => {
    const event = JSON.parse(data.toString('utf8')) as ServerEvent;
    events.push(event);
    const waiter = waiters.find((candidate) => candidate.type === event.type);
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      taken.add(event);
      waiter.resolve(event);
    }
  });
  const client: TestSocket = {
    socket,
    events,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (data) => socket.send(data),
    next(type, timeoutMs = 10_000) {
      const ready = events.find((event) => event.type === type && !taken.has(event));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready as never);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`)), timeoutMs);
        waiters.push({
          type,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event as never);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
