import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The address as IPv4 when it is an IPv4-mapped IPv6 one (::ffff:1.2.3.4), which dual-stack sockets report. */
function parse(ip: string): Address | null {
  return isIP(ip) === 0 ? null : ipaddr.process(ip);
}

/**
 * What per-address limits count by: an IPv4 address itself, an IPv6 address by its /64 network.
 * A home or a server is handed a whole /64, so counting single IPv6 addresses would let one client
 * rotate past any limit.
 */
export function addressKey(ip: string): string {
  const address = parse(ip);
  if (!address) return ip;
  if (address.kind() === 'ipv4') return address.toString();
  const network = [...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0];
  return `${new ipaddr.IPv6(network).toRFC5952String()}/64`;
}

/** '127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8': one address or a range in CIDR notation. */
export function isAddressOrRange(entry: string): boolean {
  const [base = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(base) === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(base) === 4 ? 32 : 128);
}

/** Whether a client address falls in a list of addresses and ranges (entries checked by `isAddressOrRange`). */
export function addressMatcher(entries: readonly string[]): (ip: string) => boolean {
  const ranges = entries.map((entry): [Address, number] => {
    const [base = '', bits] = entry.split('/');
    const address = ipaddr.process(base);
    const full = address.kind() === 'ipv4' ? 32 : 128;
    // A mapped IPv6 range (::ffff:10.0.0.0/104) is read as the IPv4 range it stands for.
    const prefix = bits === undefined ? full : Math.max(0, Number(bits) - (isIP(base) === 6 && full === 32 ? 96 : 0));
    return [address, prefix];
  });
  return (ip) => {
    const address = parse(ip);
    return address !== null && ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  };
}

/**
 * What a session keeps of the address it signed in from: enough to recognise it again. Keyed with
 * the deployment's secret, since a plain hash of an IPv4 address is undone by trying them all.
 */
export function hashedAddressKey(secret: string, ip: string): string {
  return createHmac('sha256', secret)
    .update(`address:${addressKey(ip)}`)
    .digest('hex');
}
