/**
 * An RFC 3161 time-stamp client: TSA_URL first, then each of TSA_URLS, until one answers with a
 * token for exactly what was asked. Replies are read up to a size and a time limit.
 */
import { newNonce, timestampRequest, tokenFromReply } from './cms';
import { toArrayBuffer } from './x509';

const MAX_REPLY_BYTES = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

export class TsaUnavailable extends Error {
  constructor(readonly failures: string[]) {
    super(`no time-stamp authority answered: ${failures.join('; ')}`);
    this.name = 'TsaUnavailable';
  }
}

export interface TsaClient {
  readonly urls: string[];
  /** A token over `imprint` (SHA-256), or TsaUnavailable when every TSA failed. */
  timestamp(imprint: Uint8Array): Promise<Uint8Array>;
}

async function readLimited(response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_REPLY_BYTES) throw new Error('the reply is too large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_REPLY_BYTES) throw new Error('the reply is too large');
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export function createTsaClient(urls: string[], options: { timeoutMs?: number } = {}): TsaClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  async function ask(url: string, imprint: Uint8Array): Promise<Uint8Array> {
    const nonce = newNonce();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query', Accept: 'application/timestamp-reply' },
      body: toArrayBuffer(timestampRequest(imprint, nonce)),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return tokenFromReply(await readLimited(response), imprint, nonce);
  }
  return {
    urls,
    async timestamp(imprint) {
      const failures: string[] = [];
      for (const url of urls) {
        try {
          return await ask(url, imprint);
        } catch (err) {
          failures.push(`${url}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      throw new TsaUnavailable(failures);
    },
  };
}
