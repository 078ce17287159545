import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';
import { webhookMessages } from '@shared/contracts/webhooks';
import { badRequest } from '../../http/http-error';

/** The deprecated IPv4-compatible IPv6 range (::7f00:1 is 127.0.0.1), which ipaddr.js calls unicast. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/**
 * Where webhooks may go. Without WEBHOOKS_ALLOW_PRIVATE only to public unicast addresses: never
 * loopback, private (RFC 1918), link-local (the cloud metadata service), CGNAT, unique-local,
 * multicast, reserved or documentation ranges, nor an IPv6 form that carries an IPv4 address
 * (mapped, IPv4-compatible, NAT64, 6to4, Teredo) — a user must not make the server call into its own network.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ::ffff:10.0.0.1 is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === 'unicast';
}

/** A host name as URL writes it, without the brackets of an IPv6 literal. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** The address a try was refused at: it is private and the operator has not allowed it (for logs, never a user's screen). */
export class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(`${address} is not a public address`);
    this.name = 'RefusedAddress';
  }
}

/** How long the check at saving waits for each DNS answer. */
export const DNS_TIMEOUT_MS = 3_000;

/** Which DNS servers the check at saving asks (the system's unless a test names its own), and how long it waits. */
export interface WebhookDnsOptions {
  servers?: string[];
  timeoutMs?: number;
}

/** DNS answers that mean "no address of this kind", as opposed to a failure to ask. */
const NO_ADDRESS = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * Every A and AAAA address of `host`, or null when they cannot all be known (a timeout, a server
 * failure). A c-ares Resolver, not dns.lookup: getaddrinfo holds a libuv pool thread with no
 * timeout of its own, so a slow DNS server would stall saving and the pool with it.
 */
async function resolveAll(host: string, dns: WebhookDnsOptions): Promise<string[] | null> {
  const resolver = new Resolver({ timeout: dns.timeoutMs ?? DNS_TIMEOUT_MS, tries: 1 });
  if (dns.servers) resolver.setServers(dns.servers);
  const answers = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
  const addresses: string[] = [];
  for (const answer of answers) {
    if (answer.status === 'fulfilled') addresses.push(...answer.value);
    else if (!NO_ADDRESS.has((answer.reason as NodeJS.ErrnoException).code ?? '')) return null;
  }
  return addresses;
}

/**
 * Checks an endpoint's address when it is saved, so a user hears at once what would never be
 * delivered: https unless private addresses are allowed (events leave the server with the user's
 * data; a receiver on the operator's own network seldom has a certificate), and every address the
 * host resolves to public. Delivery checks again, on the address it connects to (DNS may change).
 * Private, local and unknown hosts get one answer (webhookMessages.urlRefused): a user learns
 * nothing of the server's own network or DNS.
 */
export async function checkWebhookAddress(text: string, allowPrivate: boolean, dns: WebhookDnsOptions = {}): Promise<void> {
  const url = new URL(text);
  if (url.protocol !== 'https:' && !allowPrivate) throw badRequest(webhookMessages.urlInsecure, 'WEBHOOK_URL_INSECURE');
  if (allowPrivate) return;
  const host = bareHost(url.hostname);
  const refused = () => badRequest(webhookMessages.urlRefused, 'WEBHOOK_URL_REFUSED');
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw refused();
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw refused();
  const addresses = await resolveAll(host, dns);
  // A host that resolves to nothing is refused too: there is nothing to check.
  if (!addresses || addresses.length === 0 || !addresses.every(isPublicAddress)) throw refused();
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The system lookup (dns.lookup with `all`) deliveries resolve through; a test hands in its own. */
export type SystemLookup = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemLookup: SystemLookup = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/** A lookup that fails for a host with any private address, before a connection is tried. */
const publicOnlyLookup = (lookup: SystemLookup) => (hostname: string, options: LookupOptions, callback: LookupCallback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(Object.assign(new RefusedAddress(refused.address), { code: 'EADDRREFUSED' }), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
};

/**
 * The connection pool deliveries go through. Without private addresses allowed, a host name is
 * resolved by a lookup that refuses private answers, and the address actually connected to is
 * checked again (an IP written in the URL skips the lookup): a name that resolves to a public
 * address when saved and to 127.0.0.1 at delivery (DNS rebinding) gets nowhere. The lookup runs
 * inside the connection attempt, so undici's connect timeout bounds it: a DNS server that never
 * answers fails the try ("Timed out connecting") rather than holding it.
 */
export function webhookDispatcher(options: { allowPrivate: boolean; connectTimeoutMs: number; lookup?: SystemLookup }): Agent {
  const connect = buildConnector({
    timeout: options.connectTimeoutMs,
    ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup(options.lookup ?? systemLookup) }),
  });
  return new Agent({
    connect: (connectOptions, callback) => {
      if (!options.allowPrivate && isIP(bareHost(connectOptions.hostname)) && !isPublicAddress(bareHost(connectOptions.hostname))) {
        callback(new RefusedAddress(bareHost(connectOptions.hostname)), null);
        return;
      }
      connect(connectOptions, (error, socket) => {
        if (error || !socket) return callback(error ?? new Error('no socket'), null);
        const address = socket.remoteAddress;
        if (!options.allowPrivate && (!address || !isPublicAddress(address))) {
          socket.destroy();
          return callback(new RefusedAddress(address ?? 'an unknown address'), null);
        }
        callback(null, socket);
      });
    },
  });
}
