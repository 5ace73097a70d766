/**
 * One POST to a webhook endpoint, under one deadline for the whole attempt (look-up, connection,
 * request, the answer's headers and its body): a receiver that trickles its answer is cut there,
 * however often a byte arrives. Only public addresses are reached unless `allowPrivate`
 * (webhook-address.ts). Redirects are not followed; the answer's body is read and dropped. A
 * failure is one of a few kinds, which the admin is told in fixed words; the socket's own message
 * is kept for the log only.
 */
import http from 'node:http';
import https from 'node:https';
import { PrivateAddressError, publicLookup, refusedAsWritten } from './webhook-address';

export type SendFailure = 'timeout' | 'refused' | 'unreachable';

export type SendResult = { status: number } | { failure: SendFailure; cause: string };

export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<SendResult> {
  const { allowPrivate, timeoutMs } = options;
  // A literal address is not looked up, so it is checked here (and names that mean this machine).
  if (!allowPrivate && refusedAsWritten(url))
    return Promise.resolve({ failure: 'refused', cause: 'a private address as written' });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve) => {
    const fail = (err: Error) =>
      resolve(
        signal.aborted
          ? { failure: 'timeout', cause: `no complete answer within ${timeoutMs} ms` }
          : { failure: err instanceof PrivateAddressError ? 'refused' : 'unreachable', cause: err.message },
      );
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
        // Aborting destroys the request whatever it waits for: the connection, the headers or the body.
        signal,
        // A connection of its own: every attempt is looked up, checked and timed from the start.
        agent: false,
        ...(allowPrivate ? {} : { lookup: publicLookup }),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(new Error('the connection closed before the answer ended'));
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}
