import { createServer, type ServerResponse } from 'node:http';
import { listenLocally } from './listen-locally';

/**
 * How a file is served: `plain` with HTTP Range; `cut-once` cuts the first whole-file answer's
 * connection halfway through its body (Range answers are whole); `stall` sends a first piece and
 * then nothing; `redirect` answers 302 to another path.
 */
export type ServeMode = { kind: 'plain' } | { kind: 'cut-once' } | { kind: 'stall' } | { kind: 'redirect'; to: string };

export interface ServedRequest {
  path: string;
  range: string | undefined;
}

/** A file server on a free local port, for model downloads: counts the body bytes it sent per path. */
export async function startModelFileServer() {
  const files = new Map<string, { body: Buffer; mode: ServeMode; cut: boolean }>();
  const requests: ServedRequest[] = [];
  const bytesSent = new Map<string, number>();

  function send(response: ServerResponse, path: string, body: Buffer, then?: (response: ServerResponse) => void) {
    bytesSent.set(path, (bytesSent.get(path) ?? 0) + body.length);
    if (then) response.write(body, () => then(response));
    else response.end(body);
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push({ path, range: request.headers.range });
    const file = files.get(path);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const { body, mode } = file;
    if (mode.kind === 'redirect') {
      response.writeHead(302, { location: mode.to }).end();
      return;
    }
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    if (range && mode.kind !== 'stall') {
      const start = Number(range[1]);
      if (start >= body.length) {
        response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      response.writeHead(206, {
        'content-type': 'application/octet-stream',
        'content-length': String(body.length - start),
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
      });
      send(response, path, body.subarray(start));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(body.length) });
    if (mode.kind === 'cut-once' && !file.cut) {
      file.cut = true;
      // Half the body, then the connection drops: the client sees a body shorter than its length.
      send(response, path, body.subarray(0, Math.floor(body.length / 2)), (cut) => cut.socket?.destroy());
      return;
    }
    if (mode.kind === 'stall') {
      send(response, path, body.subarray(0, 64 * 1024), () => undefined);
      return;
    }
    send(response, path, body);
  });
  const origin = await listenLocally(server);
  return {
    origin,
    requests,
    /** Serves `body` at `path` (from now on, as `mode` says); answers its URL. */
    serve(path: string, body: Buffer, mode: ServeMode = { kind: 'plain' }): string {
      files.set(path, { body, mode, cut: false });
      return `${origin}${path}`;
    },
    /** Body bytes sent for `path`, over every request. */
    bytesSent: (path: string) => bytesSent.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ModelFileServer = Awaited<ReturnType<typeof startModelFileServer>>;
