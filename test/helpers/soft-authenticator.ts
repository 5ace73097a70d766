/**
 * A software WebAuthn authenticator for API tests: ES256 keys from node:crypto, 'none' attestation
 * encoded in CBOR, discoverable credentials with their user handle. It answers in the JSON shape
 * @simplewebauthn/browser sends, so the server's real verification runs on it.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

type Cbor = number | string | Buffer | Cbor[] | Map<number | string, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The subset of CBOR that attestation objects and COSE keys use. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64u = (b: Buffer) => b.toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

interface SoftCredential {
  id: Buffer;
  key: KeyObject;
  userHandle: string;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  constructor(private readonly origin: string) {}

  private get rpId() {
    return new URL(this.origin).hostname;
  }

  /** navigator.credentials.create: a new ES256 credential (flags UP, UV, AT), 'none' attestation. */
  create(options: CreationOptions, tamper: { origin?: string } = {}) {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const credLen = Buffer.from([id.length >> 8, id.length & 255]);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? this.rpId),
      Buffer.from([0x45]),
      u32(0),
      Buffer.alloc(16),
      credLen,
      id,
      cose,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: tamper.origin ?? this.origin }),
    );
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get with `credential` (the first by default); the counter grows by one
   * unless `counter` is given; `userHandle` may be replaced to play an attacker.
   */
  get(
    options: RequestOptions,
    over: { credential?: SoftCredential; counter?: number; userHandle?: string | null; badSignature?: boolean } = {},
  ) {
    const credential = over.credential ?? this.credentials[0]!;
    const counter = over.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const authData = Buffer.concat([sha256(options.rpId ?? this.rpId), Buffer.from([0x05]), u32(counter)]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin }),
    );
    const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
    const signature = sign(
      'sha256',
      over.badSignature ? Buffer.concat([signed, Buffer.from([1])]) : signed,
      credential.key,
    );
    const userHandle = over.userHandle === undefined ? credential.userHandle : over.userHandle;
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      clientExtensionResults: {},
    };
  }
}
