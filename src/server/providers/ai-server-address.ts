import { addressMatcher, isAddressOrRange } from '../http/client-address';
import { ai } from '../lib/on-first-use';
import { parseHost } from '../http/request-origin';

/**
 * Where the AI engines and the model downloader may connect (AI_ALLOWED_HOSTS). Local and LAN model
 * servers are the common case, so with no list every http(s) address is allowed; with one, only the
 * hosts it names, at every hop of a redirect. Entries are matched against the address as written
 * (after URL normalisation: `http://2130706433/` is 127.0.0.1), never against what a name resolves to.
 */

/** One AI_ALLOWED_HOSTS entry, as the config reads it. */
type HostRule =
  /** `gpu.lan`, `127.0.0.1`, `[fd00::5]`, maybe with `:port`. */
  | { kind: 'host'; name: string; port: string | undefined }
  /** `*.hf.co`: any name under it (not `hf.co` itself), maybe with `:port`. */
  | { kind: 'subdomains'; suffix: string; port: string | undefined }
  /** `10.0.0.0/8`, `fd00::/8`: an address written in the URL within the range, on any port. */
  | { kind: 'range'; matches: (ip: string) => boolean };

/**
 * An AI_ALLOWED_HOSTS entry's normal form (lower case, IPv6 in brackets), or undefined when it is
 * not a host, `*.domain` or CIDR range (with or without a port; a range without).
 */
export function normalAiHost(entry: string): string | undefined {
  if (entry.includes('/')) return isAddressOrRange(entry) ? entry.toLowerCase() : undefined;
  const wildcard = entry.startsWith('*.');
  const host = parseHost(wildcard ? entry.slice(2) : entry);
  if (!host || (wildcard && host.name.startsWith('['))) return undefined;
  return `${wildcard ? '*.' : ''}${host.name}${host.port === undefined ? '' : `:${host.port}`}`;
}

function ruleOf(entry: string): HostRule {
  if (entry.includes('/')) return { kind: 'range', matches: addressMatcher([entry]) };
  const host = parseHost(entry.replace(/^\*\./, ''));
  if (!host) throw new Error(`not an AI_ALLOWED_HOSTS entry: ${entry}`);
  return entry.startsWith('*.') ? { kind: 'subdomains', suffix: `.${host.name}`, port: host.port } : { kind: 'host', ...host };
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether a URL's host (and port) is one the list names. */
function listed(url: URL, rules: HostRule[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || defaultPorts[url.protocol];
  const ip = host.replace(/^\[|\]$/g, '');
  return rules.some((rule) => {
    if (rule.kind === 'range') return rule.matches(ip);
    const samePort = rule.port === undefined || rule.port === port;
    return samePort && (rule.kind === 'host' ? host === rule.name : host.endsWith(rule.suffix));
  });
}

/** A connection the rules refuse before it is made: its message is the administrator's to read. */
export class AiAddressRefused extends Error {
  override name = 'AiAddressRefused';
}

/**
 * What is wrong with connecting to `address` under AI_ALLOWED_HOSTS (`allowed`, normal forms), or
 * undefined when nothing is. Only http and https.
 */
export function aiAddressProblem(address: string | URL, allowed: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'Enter an http:// or https:// address.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http:// and https:// addresses can be used.';
  if (allowed.length > 0 && !listed(url, allowed.map(ruleOf))) {
    return `${url.host} is not one of the hosts AI_ALLOWED_HOSTS allows.`;
  }
  return undefined;
}

const redirects = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;
/** What a request keeps when a redirect takes it to another origin: never a key or a cookie. */
const crossOriginHeaders = ['accept', 'accept-encoding', 'accept-language', 'content-type', 'range', 'user-agent'];

/**
 * fetch for AI servers and model downloads: every address it connects to, the first and each one a
 * redirect names, must pass aiAddressProblem, else it throws AiAddressRefused without connecting.
 * Redirects are followed here (as fetch would: 303, and 301/302 after a POST, become a GET), and a
 * redirect to another origin carries no credentials.
 */
export function aiServerFetch(allowed: readonly string[]): typeof fetch {
  return async (input, init = {}) => {
    if (input instanceof Request) throw new TypeError('aiServerFetch takes an address, not a Request');
    let url = new URL(input);
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    let headers = new Headers(init.headers);
    for (let hop = 0; ; hop++) {
      const problem = aiAddressProblem(url, allowed);
      if (problem) throw new AiAddressRefused(hop === 0 ? problem : `The server redirected to an address that cannot be used: ${problem}`);
      const response = await fetch(url, { ...init, method, body, headers, redirect: 'manual' });
      const location = response.headers.get('location');
      if (!redirects.has(response.status) || location === null || init.redirect === 'manual') return response;
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS || init.redirect === 'error') throw new AiAddressRefused('The server redirected too many times.');
      const next = new URL(location, url);
      if (next.origin !== url.origin) headers = new Headers([...headers].filter(([name]) => crossOriginHeaders.includes(name)));
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      url = next;
    }
  };
}

/**
 * Whether a failure is one where no HTTP answer came: nothing listening, a reset or closed
 * connection, something that is not HTTP (Redis, PostgreSQL), a name that does not resolve. fetch
 * reports all of them as a TypeError, the AI SDK as an APICallError without a status.
 */
export function noHttpAnswer(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof TypeError && /fetch failed/i.test(cause.message)) return true;
    if (ai().APICallError.isInstance(cause) && cause.statusCode === undefined) return true;
  }
  return false;
}
