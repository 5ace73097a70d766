/**
 * Which webhook targets may be called: public unicast addresses only, unless WEBHOOK_ALLOW_PRIVATE.
 * Checked when an endpoint is added (its name resolved then, so the admin hears of it at once) and
 * again where each connection is made, on the resolver's answer itself: a name that resolves to a
 * public address for the first check and to an internal one later cannot slip through.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '../../../common/webhooks';

export class PrivateAddressError extends Error {
  constructor() {
    super(WEBHOOK_MESSAGES.privateAddress);
    this.name = 'PrivateAddressError';
  }
}

/** A public unicast address; an IPv4-mapped IPv6 address is judged as the IPv4 address it carries. */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The host as the resolver is asked for it (the URL parser already wrote decimal or octal IPv4 as dotted). */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[|\]$/g, '');
}

/**
 * Refused by its form alone: a literal address that is not public, or a name that means this
 * machine whatever the resolver says (RFC 6761), with or without the root's trailing dot.
 */
export function refusedAsWritten(url: string): boolean {
  const host = hostOf(url);
  if (ipaddr.isValid(host)) return !isPublicAddress(host);
  const name = host.toLowerCase().replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** dns.lookup for http.request, refusing any answer that is not a public address. */
export const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || !list.every((a) => isPublicAddress(a.address)))
      return callback(new PrivateAddressError(), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

/** The name's addresses now; none when it does not resolve, or not within `withinMs`. */
function addressesOf(host: string, withinMs: number): Promise<dns.LookupAddress[]> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), withinMs);
    dns.promises
      .lookup(host, { all: true })
      .then(resolve, () => resolve([]))
      .finally(() => clearTimeout(timer));
  });
}

/**
 * Whether `url` may be added as an endpoint: not when it is written as, or resolves now to, an
 * address that is not public. A name that does not resolve (yet) is taken; the check where the
 * connection is made still holds for it.
 */
export async function isPublicTarget(url: string, withinMs: number): Promise<boolean> {
  if (refusedAsWritten(url)) return false;
  const host = hostOf(url);
  if (ipaddr.isValid(host)) return true;
  return (await addressesOf(host, withinMs)).every((a) => isPublicAddress(a.address));
}
