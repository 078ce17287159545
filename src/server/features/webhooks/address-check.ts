import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';
import { webhookMessages } from '@shared/contracts/webhooks';
import { badRequest } from '../../http/http-error';

/**
 * Where webhooks may go. Without WEBHOOKS_ALLOW_PRIVATE only to public unicast addresses: never
 * loopback, private (RFC 1918), link-local (the cloud metadata service), CGNAT, unique-local,
 * multicast, reserved or documentation ranges, nor an IPv6 form that carries an IPv4 address
 * (mapped, NAT64, 6to4, Teredo) — a user must not make the server call into its own network.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ::ffff:10.0.0.1 is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** A host name as URL writes it, without the brackets of an IPv6 literal. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** The address a try was refused at: it is private and the operator has not allowed it. */
export class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(`${address} is not a public address`);
    this.name = 'RefusedAddress';
  }
}

/**
 * Checks an endpoint's address when it is saved, so a user hears at once what would never be
 * delivered: https unless private addresses are allowed (events leave the server with the user's
 * data; a receiver on the operator's own network seldom has a certificate), and every address the
 * host resolves to public. Delivery checks again, on the address it connects to (DNS may change).
 */
export async function checkWebhookAddress(text: string, allowPrivate: boolean): Promise<void> {
  const url = new URL(text);
  if (url.protocol !== 'https:' && !allowPrivate) throw badRequest(webhookMessages.urlInsecure, 'WEBHOOK_URL_INSECURE');
  if (allowPrivate) return;
  const host = bareHost(url.hostname);
  const refused = () => badRequest(webhookMessages.urlPrivate(host), 'WEBHOOK_URL_PRIVATE');
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw refused();
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw refused();
  const addresses = await lookupAll(host, { all: true, verbatim: true }).catch(() => {
    throw badRequest(webhookMessages.urlUnresolved(host), 'WEBHOOK_URL_UNRESOLVED');
  });
  if (addresses.some((entry) => !isPublicAddress(entry.address))) throw refused();
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails for a host with any private address, before a connection is tried. */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(Object.assign(new RefusedAddress(refused.address), { code: 'EADDRREFUSED' }), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/**
 * The connection pool deliveries go through. Without private addresses allowed, a host name is
 * resolved by a lookup that refuses private answers, and the address actually connected to is
 * checked again (an IP written in the URL skips the lookup): a name that resolves to a public
 * address when saved and to 127.0.0.1 at delivery (DNS rebinding) gets nowhere.
 */
export function webhookDispatcher(options: { allowPrivate: boolean; connectTimeoutMs: number }): Agent {
  const connect = buildConnector({
    timeout: options.connectTimeoutMs,
    ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
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
