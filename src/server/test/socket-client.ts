import type { IncomingHttpHeaders } from 'node:http';
import { WebSocket } from 'ws';
import type { ServerEvent } from '@shared/realtime';

type EventOf<T extends ServerEvent['type']> = Extract<ServerEvent, { type: T }>;

/** A chat socket for tests, the cluster journey and the benchmarks: every event it received, and ways to wait for them. */
export interface TestSocket {
  socket: WebSocket;
  events: ServerEvent[];
  /** Headers of the upgrade's answer (behind nginx, X-Upstream names the instance that took it). */
  upgradeHeaders: IncomingHttpHeaders;
  /** The close code, once the connection closes. */
  closed: Promise<number>;
  send(message: unknown): void;
  sendRaw(data: string): void;
  /** The next event of this type not yet taken by `next`, received already or to come. */
  next<T extends ServerEvent['type']>(type: T, timeoutMs?: number): Promise<EventOf<T>>;
  /** The first event of this type (or these types) at index `from` or later that matches, received already or to come. */
  waitFor<T extends ServerEvent['type']>(
    type: T | T[],
    match?: (event: EventOf<T>) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<EventOf<T>>;
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
  const listeners = new Set<() => void>();
  const taken = new Set<ServerEvent>();
  let upgradeHeaders: IncomingHttpHeaders = {};
  socket.on('upgrade', (response) => {
    upgradeHeaders = response.headers;
  });
  socket.on('message', (data: Buffer) => {
    events.push(JSON.parse(data.toString('utf8')) as ServerEvent);
    for (const listener of [...listeners]) listener();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  /** Resolves with the first event `find` picks, now or as events arrive. */
  function waitUntil<E extends ServerEvent>(find: () => E | undefined, timeoutMs: number, what: string): Promise<E> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const event = find();
        if (!event) return false;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(event);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no ${what} event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`));
      }, timeoutMs);
      if (!check()) listeners.add(check);
    });
  }

  const client = (): TestSocket => ({
    socket,
    events,
    upgradeHeaders,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (data) => socket.send(data),
    next(type, timeoutMs = 10_000) {
      const find = () => {
        const event = events.find((candidate) => candidate.type === type && !taken.has(candidate));
        if (event) taken.add(event);
        return event as EventOf<typeof type> | undefined;
      };
      return waitUntil(find, timeoutMs, type);
    },
    waitFor<T extends ServerEvent['type']>(
      type: T | T[],
      match: (event: EventOf<T>) => boolean = () => true,
      { from = 0, timeoutMs = 15_000 } = {},
    ) {
      const types: string[] = Array.isArray(type) ? type : [type];
      const find = () => events.slice(from).find((event): event is EventOf<T> => types.includes(event.type) && match(event as EventOf<T>));
      return waitUntil(find, timeoutMs, types.join(' or '));
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client()));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
