/**
 * The relying party's side of OpenID Connect, over openid-client: discovery (once, retried after a
 * failure), the authorization request (code flow with PKCE, state and nonce), the code exchange
 * with its checks, and the logout address. No HTTP of our own and no accounts here.
 */
import type * as OpenIdClient from 'openid-client';
import type { OidcFailureReason } from '../../../common/oidc';
import type { OidcConfig } from '../../config';
import type { OidcPending } from '../../http/session';

/** The provider's word on who signed in: the ID token's claims with those of the userinfo endpoint. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
  idToken: string;
}

/** A refused single sign-on: the reason (audited, and its message shown), and for the log what went wrong. */
export class OidcFailure extends Error {
  constructor(
    readonly reason: OidcFailureReason,
    detail: string = reason,
    readonly userId: number | null = null,
  ) {
    super(detail);
  }
}

let loaded: typeof OpenIdClient | null = null;

/**
 * openid-client and jose under it load with the first sign-in through the provider: a portal
 * without single sign-on (and every test server) never pays for them. Node 20.19+ requires
 * their ES modules from this CommonJS build.
 */
function lib(): typeof OpenIdClient {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (loaded ??= require('openid-client') as typeof OpenIdClient);
}

const SCOPE = 'openid email profile';
/** Discovery and token calls wait this long for the provider (seconds). */
const TIMEOUT_S = 10;

export function createOidcClient(settings: OidcConfig, urls: { callback: string; afterLogout: string }) {
  // Plain http is for a provider on the same machine in development and tests; config refuses it in production.
  const insecure = settings.issuer.startsWith('http://');
  let discovered: Promise<OpenIdClient.Configuration> | null = null;

  function configuration(): Promise<OpenIdClient.Configuration> {
    discovered ??= lib()
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { redirect_uris: [urls.callback], response_types: ['code'] },
        lib().ClientSecretPost(settings.clientSecret),
        { timeout: TIMEOUT_S, ...(insecure ? { execute: [lib().allowInsecureRequests] } : {}) },
      )
      .catch((err: unknown) => {
        // The next sign-in asks again: a provider that was down for a moment is not forgotten for good.
        discovered = null;
        throw new OidcFailure('provider_unreachable', err instanceof Error ? err.message : String(err));
      });
    return discovered;
  }

  return {
    /** The provider's authorization address, and what the session must keep to check its answer. */
    async authorizationUrl(stepUp: boolean): Promise<{ url: string; pending: OidcPending }> {
      const config = await configuration();
      const pending: OidcPending = {
        state: lib().randomState(),
        nonce: lib().randomNonce(),
        codeVerifier: lib().randomPKCECodeVerifier(),
        stepUp,
      };
      const url = lib().buildAuthorizationUrl(config, {
        redirect_uri: urls.callback,
        scope: SCOPE,
        code_challenge: await lib().calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        ...(stepUp ? { max_age: '0', prompt: 'login' } : {}),
      });
      return { url: url.href, pending };
    },

    /**
     * The callback's answer checked (state, issuer, PKCE, nonce, ID token, and for a step-up a fresh
     * auth_time) and exchanged for the person's claims.
     */
    async complete(callbackUrl: URL, pending: OidcPending): Promise<OidcIdentity> {
      const config = await configuration();
      let tokens;
      try {
        tokens = await lib().authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
          ...(pending.stepUp ? { maxAge: 0 } : {}),
        });
      } catch (err) {
        throw refusal(err);
      }
      const idClaims = tokens.claims();
      if (!idClaims || !tokens.id_token) throw new OidcFailure('response_invalid', 'no ID token');
      let userinfo: Record<string, unknown> = {};
      if (config.serverMetadata().userinfo_endpoint) {
        try {
          userinfo = await lib().fetchUserInfo(config, tokens.access_token, idClaims.sub);
        } catch (err) {
          throw refusal(err);
        }
      }
      return {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        // The ID token is signed: where both say something, it has the last word.
        claims: { ...userinfo, ...idClaims },
        idToken: tokens.id_token,
      };
    },

    /** Where logout sends the browser to end the provider's session too; null if the provider has no such endpoint. */
    async endSessionUrl(idToken: string): Promise<string | null> {
      const config = await configuration().catch(() => null);
      if (!config?.serverMetadata().end_session_endpoint) return null;
      return lib().buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: urls.afterLogout,
      }).href;
    },
  };
}

/** The provider said no (an error answer, a used or expired code) or its answer did not verify. */
function refusal(err: unknown): OidcFailure {
  // openid-client wraps oauth4webapi's error, which says what did not match (the nonce, the issuer…).
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  const message = `${err instanceof Error ? err.message : String(err)}${cause}`;
  if (err instanceof lib().AuthorizationResponseError) return new OidcFailure('provider_error', message);
  if (err instanceof lib().ResponseBodyError) return new OidcFailure('token_rejected', `${err.error}: ${message}`);
  if ((err instanceof TypeError && /fetch/i.test(message)) || (err instanceof Error && err.name === 'AbortError')) {
    return new OidcFailure('provider_unreachable', message);
  }
  return new OidcFailure('response_invalid', message);
}

export type OidcClient = ReturnType<typeof createOidcClient>;
