/**
 * A Host header (or ALLOWED_HOSTS entry): a name, an IPv4 address or a bracketed IPv6 address,
 * maybe with a port. Anything else (user info, a path, spaces) is not a host.
 */
const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?)(?::(\d{1,5}))?$/i;

export interface ParsedHost {
  /** Lower case; IPv6 in brackets: `localhost`, `studio.example.com`, `[::1]`. */
  name: string;
  port: string | undefined;
}

export function parseHost(text: string): ParsedHost | undefined {
  // A bare IPv6 address (two or more colons) as HOST or in ALLOWED_HOSTS means the bracketed form.
  const bracketed = /^[0-9a-f]*:[0-9a-f]*:[0-9a-f:.]*$/i.test(text) ? `[${text}]` : text;
  const match = hostPattern.exec(bracketed);
  if (!match?.[1]) return undefined;
  return { name: match[1].toLowerCase(), port: match[2] };
}

/** Always allowed: a request naming this machine cannot send anyone elsewhere. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Binding to every address says nothing about the names the server is reached by. */
const wildcardBinds = new Set(['0.0.0.0', '[::]']);

/**
 * The host names requests may name (ports are not compared: whoever controls a name controls every
 * port on it): loopback, the bound HOST unless it is a wildcard, PUBLIC_URL's host and ALLOWED_HOSTS.
 */
export function allowedHostNames(config: { host: string; publicUrl: string | undefined; allowedHosts: string[] }): Set<string> {
  const names = new Set<string>([...LOOPBACK_HOSTS, ...config.allowedHosts]);
  const bound = parseHost(config.host)?.name;
  if (bound && !wildcardBinds.has(bound)) names.add(bound);
  if (config.publicUrl) names.add(new URL(config.publicUrl).hostname.toLowerCase());
  return names;
}
