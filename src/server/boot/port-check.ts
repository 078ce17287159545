import { readdir, readFile, readlink } from 'node:fs/promises';
import { createServer } from 'node:net';

/** The server cannot listen where it was told to: the operator's to resolve. */
export class PortUnavailableError extends Error {}

/**
 * Binds PORT on HOST for a moment, before anything else is opened, so that a start that could not
 * serve leaves the database alone (no migration, no second process on the embedded database).
 */
export async function ensurePortAvailable({ port, host }: { port: number; host: string }): Promise<void> {
  if (port === 0) return;
  const problem = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    const probe = createServer();
    probe.once('error', resolve);
    probe.listen({ port, host }, () => probe.close(() => resolve(undefined)));
  });
  if (problem) throw await portUnavailableError(port, host, problem);
}

export async function portUnavailableError(port: number, host: string, problem: NodeJS.ErrnoException): Promise<PortUnavailableError> {
  if (problem.code !== 'EADDRINUSE')
    return new PortUnavailableError(`Cannot listen on ${host}:${port} (${problem.code ?? problem.message}): check HOST and PORT`);
  const holder = await listeningProcess(port);
  const by = holder ? `pid ${holder.pid} (${holder.command})` : 'another program';
  return new PortUnavailableError(`Port ${port} on ${host} is in use by ${by}: stop it first or set PORT`);
}

/** Which process listens on the port, where Linux tells (/proc, for processes this user may inspect). */
async function listeningProcess(port: number): Promise<{ pid: number; command: string } | undefined> {
  const sockets = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const row of rows) {
      // sl local_address rem_address st … inode; st 0A is LISTEN, the port is the address's hex suffix.
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/);
      if (state === '0A' && local && inode && Number.parseInt(local.split(':')[1] ?? '', 16) === port) sockets.add(`socket:[${inode}]`);
    }
  }
  if (sockets.size === 0) return undefined;
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
      if (!sockets.has(await readlink(`/proc/${pid}/fd/${fd}`).catch(() => ''))) continue;
      const command = (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim() || 'unknown';
      return { pid: Number(pid), command };
    }
  }
  return undefined;
}
