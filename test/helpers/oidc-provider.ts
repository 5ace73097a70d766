/**
 * A real OpenID Connect provider (oidc-provider) on loopback for single sign-on tests: its accounts
 * are a map a test fills, its sign-in page a one-field form (the account's subject), and consent is
 * granted without asking (a first-party client).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import request from 'supertest';

/** What the provider says about an account (userinfo), its subject being the map's key. */
interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

const SSO_CLIENT = { id: 'portal', secret: randomBytes(24).toString('hex') };
/** The role claim the provider releases (OIDC_ROLE_CLAIM). */
export const ROLE_CLAIM = 'groups';

export interface TestProvider {
  issuer: string;
  accounts: Map<string, ProviderAccount>;
  /** Registers the portal as the client (its callback and logout return) and starts answering. */
  allow(portalUrl: string): void;
  /** The portal's settings for this provider; `env` adds or overrides. */
  env(env?: Record<string, string>): Record<string, string>;
  /**
   * Follows an authorization URL through the sign-in form as `subject`; answers the portal's
   * callback URL the provider redirects to.
   */
  signIn(authorizationUrl: string, subject: string): Promise<string>;
  /** Marks an authorization code used, as if it had been exchanged already. */
  consumeCode(code: string): Promise<void>;
  stop(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startTestProvider(): Promise<TestProvider> {
  let provider: Provider | null = null;
  const accounts = new Map<string, ProviderAccount>();

  /** The provider's own sign-in page: GET shows the form, POST finishes the interaction. */
  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, p: Provider) {
    const details = await p.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><html lang="en"><head><title>Test provider</title></head><body><main>` +
          `<h1>Test provider sign-in</h1><form method="post" action="/interaction/${escape(details.uid)}">` +
          `<label for="login">Subject</label><input id="login" name="login" autocomplete="off">` +
          `<button type="submit">Sign in at the provider</button></form></main></body></html>`,
      );
      return;
    }
    const login = (await readBody(req)).get('login') ?? '';
    await p.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  }

  const server = http.createServer((req, res) => {
    const p = provider;
    if (!p) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res, p).catch((err: Error) => {
        res.statusCode = 400;
        res.end(escape(err.message));
      });
      return;
    }
    p.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  return {
    issuer,
    accounts,
    allow(portalUrl) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: SSO_CLIENT.id,
            client_secret: SSO_CLIENT.secret,
            redirect_uris: [`${portalUrl}/auth/oidc/callback`],
            post_logout_redirect_uris: [`${portalUrl}/login`],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        jwks: { keys: [{ ...signing, use: 'sig', alg: 'RS256' }] },
        cookies: { keys: [randomBytes(32).toString('hex')] },
        claims: {
          openid: ['sub', ROLE_CLAIM],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name'],
        },
        features: { devInteractions: { enabled: false } },
        ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
        interactions: { url: (_ctx: KoaContextWithOIDC, i: { uid: string }) => `/interaction/${i.uid}` },
        findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
          const account = accounts.get(sub);
          return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
        },
        // A first-party client: the scopes it asks for are granted without a consent screen.
        loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
          const { client, session, provider: op } = ctx.oidc;
          const grantId = ctx.oidc.result?.consent?.grantId ?? session!.grantIdFor(client!.clientId);
          if (grantId) return op.Grant.find(grantId);
          const grant = new op.Grant({ clientId: client!.clientId, accountId: session!.accountId });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
    },
    env(env = {}) {
      return { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: SSO_CLIENT.id, OIDC_CLIENT_SECRET: SSO_CLIENT.secret, ...env };
    },
    async signIn(authorizationUrl, subject) {
      const browser = request.agent(issuer);
      const url = new URL(authorizationUrl);
      const toInteraction = await browser.get(url.pathname + url.search).expect(303);
      const form = await browser.get(toInteraction.headers.location as string).expect(200);
      expect(form.text).toContain('Sign in at the provider');
      const resume = await browser
        .post(toInteraction.headers.location as string)
        .type('form')
        .send({ login: subject })
        .expect(303);
      const back = await browser.get(new URL(resume.headers.location as string, issuer).pathname).expect(303);
      return back.headers.location as string;
    },
    async consumeCode(code) {
      const found = await provider!.AuthorizationCode.find(code);
      if (!found) throw new Error('no such authorization code');
      await found.consume();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
