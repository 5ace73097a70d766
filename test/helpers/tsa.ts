/**
 * A real RFC 3161 time-stamp authority on loopback: OpenSSL's `openssl ts -reply` behind a small
 * HTTP server, with its own CA made by `openssl req`. It can be taken down and brought back.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TestTsa {
  url: string;
  /** The TSA's CA certificate (PEM file), for `openssl ts -verify -CAfile`. */
  caFile: string;
  dir: string;
  /** Requests answered with a token so far. */
  stamped(): number;
  /** Answers 503 to every request until up() (a TSA that is down). */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

const CONFIG = (dir: string) => `
[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
dir = ${dir}
serial = $dir/serial
signer_cert = $dir/tsa.pem
certs = $dir/ca.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
other_policies = 1.2.3.4.5
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
tsa_name = no
ess_cert_id_chain = no
ess_cert_id_alg = sha256
[ req ]
distinguished_name = dn
prompt = no
[ dn ]
CN = Test TSA
[ tsa_ext ]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = critical, timeStamping
[ ca_ext ]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
`;

export async function startTestTsa(): Promise<TestTsa> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-tsa-'));
  const config = path.join(dir, 'openssl.cnf');
  writeFileSync(config, CONFIG(dir));
  writeFileSync(path.join(dir, 'serial'), '01\n');
  const ssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  await ssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'ca.key');
  await ssl(
    'req',
    '-new',
    '-x509',
    '-config',
    config,
    '-key',
    'ca.key',
    '-subj',
    '/CN=Test TSA Root',
    '-days',
    '30',
    '-extensions',
    'ca_ext',
    '-out',
    'ca.pem',
  );
  await ssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'tsa.key');
  await ssl('req', '-new', '-config', config, '-key', 'tsa.key', '-subj', '/CN=Test TSA', '-out', 'tsa.csr');
  await ssl(
    'x509',
    '-req',
    '-in',
    'tsa.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '30',
    '-extfile',
    config,
    '-extensions',
    'tsa_ext',
    '-out',
    'tsa.pem',
  );

  let available = true;
  let stamped = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!available || req.method !== 'POST') {
        res.writeHead(503).end();
        return;
      }
      const id = randomBytes(6).toString('hex');
      const query = path.join(dir, `${id}.tsq`);
      const reply = path.join(dir, `${id}.tsr`);
      writeFileSync(query, Buffer.concat(chunks));
      ssl('ts', '-reply', '-config', config, '-queryfile', query, '-out', reply).then(
        () => {
          stamped += 1;
          res.writeHead(200, { 'Content-Type': 'application/timestamp-reply' }).end(readFileSync(reply));
        },
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile: path.join(dir, 'ca.pem'),
    dir,
    stamped: () => stamped,
    down: () => {
      available = false;
    },
    up: () => {
      available = true;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
