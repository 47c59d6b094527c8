import * as oidc from 'openid-client';
import type { OidcEidConfig } from '../../config/oidc-config.ts';

/** What one sign-in at the eID needs kept until its answer: never sent anywhere but the eID. */
export interface OidcSecrets {
  state: string;
  nonce: string;
  verifier: string;
}

/** The person as the eID vouches for them, from the verified ID token (and its userinfo). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  givenName: string;
  familyName: string;
  birthdate: string | null;
}

/** The eID's answer to the redirect, as the browser brought it back. */
export interface OidcCallback {
  state: string;
  code?: string | undefined;
  iss?: string | undefined;
  error?: string | undefined;
  errorDescription?: string | undefined;
}

/** Why an answer is refused; `denied` is the person's (or the eID's) no. */
export type OidcRefusal =
  | 'denied'
  | 'nonce_mismatch'
  | 'state_mismatch'
  | 'code_refused'
  | 'token_invalid'
  | 'claims_missing'
  | 'unreachable';

export class OidcRefused extends Error {
  override name = 'OidcRefused';
  constructor(
    readonly reason: OidcRefusal,
    message: string,
  ) {
    super(message);
  }
}

const isLoopback = (url: URL) =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * One OpenID Connect eID (docs/decisions/0621), through `openid-client`: discovery from the
 * issuer (once, then kept), the authorization code flow with PKCE (S256), `state` and `nonce`;
 * the token answer's ID token is checked for its signature against the eID's published keys
 * (non-repudiation checks), and for iss, aud, exp and nonce.
 */
export class OidcEid {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(readonly config: OidcEidConfig) {}

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret, timeoutMs } = this.config;
      const url = new URL(issuer);
      const execute = [oidc.enableNonRepudiationChecks];
      // Plain http only for an issuer on loopback (tests); the configuration refuses it elsewhere.
      if (isLoopback(url)) execute.push(oidc.allowInsecureRequests);
      this.configuration = oidc
        .discovery(url, clientId, clientSecret, oidc.ClientSecretBasic(clientSecret), {
          execute,
          timeout: Math.ceil(timeoutMs / 1000),
        })
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw new OidcRefused('unreachable', `${this.config.displayName}: ${message(error)}`);
        });
    }
    return this.configuration;
  }

  /** A new sign-in: its secrets, and the eID's address the person is sent to. */
  async begin(redirectUrl: string): Promise<{ url: string; secrets: OidcSecrets }> {
    const configuration = await this.discover();
    const secrets = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUrl,
      response_type: 'code',
      scope: this.config.scope,
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, secrets };
  }

  /** The eID's answer: the code exchanged and the ID token verified, or an OidcRefused. */
  async finish(
    redirectUrl: string,
    answer: OidcCallback,
    secrets: OidcSecrets,
  ): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const current = new URL(redirectUrl);
    for (const [key, value] of Object.entries({
      state: answer.state,
      code: answer.code,
      iss: answer.iss,
      error: answer.error,
      error_description: answer.errorDescription,
    })) {
      if (value !== undefined) current.searchParams.set(key, value);
    }
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: secrets.verifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw refusal(error);
    }
    const idToken = tokens.claims();
    if (!idToken) throw new OidcRefused('token_invalid', 'The eID sent no ID token');
    let claims: Record<string, unknown> = { ...idToken };
    const { claims: names } = this.config;
    if (claims[names.givenName] === undefined || claims[names.familyName] === undefined) {
      try {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
        claims = { ...info, ...claims };
      } catch (error) {
        throw new OidcRefused('token_invalid', `userinfo: ${message(error)}`);
      }
    }
    const text = (name: string) => {
      const value = claims[name];
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    const givenName = text(names.givenName);
    const familyName = text(names.familyName);
    if (!givenName || !familyName) {
      throw new OidcRefused(
        'claims_missing',
        `The eID did not name the person (claims ${names.givenName} and ${names.familyName})`,
      );
    }
    const birthdate = text(names.birthdate);
    return {
      issuer: idToken.iss,
      subject: idToken.sub,
      givenName,
      familyName,
      birthdate: birthdate && /^\d{4}-\d{2}-\d{2}$/.test(birthdate) ? birthdate : null,
    };
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** openid-client's errors as the refusals Signet tells apart. */
function refusal(error: unknown): OidcRefused {
  if (error instanceof oidc.AuthorizationResponseError) {
    const reason = error.error === 'access_denied' ? 'denied' : 'token_invalid';
    return new OidcRefused(reason, `${error.error}: ${error.error_description ?? 'refused'}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    // invalid_grant: the code is unknown, expired, already used, or not this verifier's.
    const reason = error.error === 'invalid_grant' ? 'code_refused' : 'token_invalid';
    return new OidcRefused(reason, `${error.error}: ${error.error_description ?? 'refused'}`);
  }
  // openid-client wraps oauth4webapi's error, whose cause names the claim that failed.
  const causes: { claim?: unknown; parameter?: unknown }[] = [];
  for (let at: unknown = error; at && causes.length < 4; at = (at as { cause?: unknown }).cause) {
    causes.push(at as { claim?: unknown });
  }
  if (causes.some((cause) => cause.claim === 'nonce')) {
    return new OidcRefused('nonce_mismatch', 'The ID token is for another sign-in (nonce)');
  }
  if (causes.some((cause) => cause.parameter === 'state')) {
    return new OidcRefused('state_mismatch', 'The state does not match');
  }
  if (error instanceof TypeError || (error as { name?: string }).name === 'TimeoutError') {
    return new OidcRefused('unreachable', message(error));
  }
  return new OidcRefused('token_invalid', message(error));
}
