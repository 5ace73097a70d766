/**
 * One POST to a webhook endpoint. The address is checked where the connection is made (the
 * resolver's answer itself, so a name that resolves to a public address for a check and to an
 * internal one for the request cannot slip through): only public unicast addresses, unless
 * WEBHOOK_ALLOW_PRIVATE. Redirects are not followed; the answer's body is not kept.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '../../../common/webhooks';

const TIMEOUT_MS = 10_000;

export class PrivateAddressError extends Error {
  constructor() {
    super(WEBHOOK_MESSAGES.privateAddress);
    this.name = 'PrivateAddressError';
  }
}

function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** dns.lookup, refusing any answer that is not a public address. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || !list.every((a) => isPublicAddress(a.address)))
      return callback(new PrivateAddressError(), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

export interface SendResult {
  status: number;
}

export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<SendResult> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // A literal address is not looked up, so it is checked here.
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) return Promise.reject(new PrivateAddressError());
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'careers-portal-webhooks/1',
        },
        timeout: TIMEOUT_MS,
        ...(allowPrivate ? {} : { lookup: publicLookup }),
      },
      (res) => {
        // Drained, not kept: only the status matters.
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(body);
  });
}
