import {
  IDENTIFICATION_METHODS_BY_COVERAGE,
  type IdentificationMethod,
  LEGISLATIONS,
  type LegislationName,
} from '@signet/contract';

/**
 * One OpenID Connect eID (docs/decisions/0621): ID Austria or another national eID that speaks
 * OIDC, reached by the authorization code flow with PKCE, `state` and `nonce`.
 */
export interface OidcEidConfig {
  /** Its name in paths: `id-austria`. */
  id: string;
  /** What the person sees: "ID Austria". */
  displayName: string;
  legislation: LegislationName;
  /** The §9 method an identification through it counts as. */
  method: IdentificationMethod;
  /** The issuer; its `/.well-known/openid-configuration` is read at first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Where the eID sends a signed-in user back, and a direct-sign guest. */
  redirectUrl: string;
  directRedirectUrl: string;
  /** The claims that carry the given names, the family name and the date of birth. */
  claims: { givenName: string; familyName: string; birthdate: string };
  timeoutMs: number;
}

const ID = /^[a-z][a-z0-9-]{1,30}$/;
const CLAIM = /^[A-Za-z0-9_.:/-]{1,200}$/;

/** The variable prefix of an eID: `id-austria` → `OIDC_ID_AUSTRIA_`. */
export const oidcPrefix = (id: string) => `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;

/**
 * Reads `OIDC_EIDS` (a comma list of eID ids; empty: none, the default) and each eID's
 * `OIDC_<ID>_…` variables. A bad or missing one calls `fail` with a message naming it.
 */
export function loadOidcConfig(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  fail: (message: string) => never,
): OidcEidConfig[] {
  const ids = (env.OIDC_EIDS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  const seen = new Set<string>();
  return ids.map((id) => {
    if (!ID.test(id)) fail(`OIDC_EIDS: "${id}" is not an id (lower-case letters, digits, "-")`);
    if (seen.has(id)) fail(`OIDC_EIDS: "${id}" is listed twice`);
    seen.add(id);
    return loadOne(env, id, publicUrl, fail);
  });
}

function loadOne(
  env: NodeJS.ProcessEnv,
  id: string,
  publicUrl: string,
  fail: (message: string) => never,
): OidcEidConfig {
  const prefix = oidcPrefix(id);
  const value = (name: string) => {
    const raw = env[prefix + name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const required = (name: string) => value(name) ?? fail(`${prefix}${name}: required for ${id}`);
  // The issuer is fetched by Signet: https, or http on loopback for tests. The redirects are
  // where browsers go back to: PUBLIC_URL's pages by default (https in production).
  const url = (name: string, fallback?: string) => {
    const raw = fallback === undefined ? required(name) : (value(name) ?? fallback);
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      fail(`${prefix}${name}: "${raw}" is not a URL`);
    }
    if (!['https:', 'http:'].includes(parsed.protocol)) fail(`${prefix}${name}: an http(s) URL`);
    if (name === 'ISSUER' && parsed.protocol !== 'https:' && !isLoopback(parsed)) {
      fail(`${prefix}${name}: use https (plain http only on loopback, for tests)`);
    }
    return raw.replace(/\/+$/, '');
  };
  const legislation = (value('LEGISLATION') ?? 'eidas') as LegislationName;
  if (!LEGISLATIONS.includes(legislation)) fail(`${prefix}LEGISLATION: eidas or zertes`);
  const methods = new Set<string>([
    ...IDENTIFICATION_METHODS_BY_COVERAGE[legislation].covered,
    ...IDENTIFICATION_METHODS_BY_COVERAGE[legislation].notCovered,
  ]);
  const method = value('METHOD') ?? (id === 'id-austria' ? 'id-austria' : undefined);
  if (!method) fail(`${prefix}METHOD: required for ${id} (a §9 method of ${legislation})`);
  if (!methods.has(method)) {
    fail(`${prefix}METHOD: "${method}" is not a §9 method of ${legislation}`);
  }
  const claim = (name: string, fallback: string) => {
    const raw = value(`CLAIM_${name}`) ?? fallback;
    if (!CLAIM.test(raw)) fail(`${prefix}CLAIM_${name}: "${raw}" is not a claim name`);
    return raw;
  };
  const timeout = Number(value('TIMEOUT_MS') ?? 10_000);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 120_000) {
    fail(`${prefix}TIMEOUT_MS: milliseconds from 100 to 120000`);
  }
  const clientSecret = required('CLIENT_SECRET');
  if (clientSecret.length < 8) fail(`${prefix}CLIENT_SECRET: at least 8 characters`);
  const scope = value('SCOPE') ?? 'openid profile';
  if (!scope.split(/\s+/).includes('openid')) fail(`${prefix}SCOPE: must include openid`);
  return {
    id,
    displayName: value('NAME') ?? (id === 'id-austria' ? 'ID Austria' : id),
    legislation,
    method: method as IdentificationMethod,
    issuer: url('ISSUER'),
    clientId: required('CLIENT_ID'),
    clientSecret,
    scope,
    redirectUrl: url('REDIRECT_URL', `${publicUrl}/profile/signature-standards/id-austria-success`),
    directRedirectUrl: url(
      'DIRECT_REDIRECT_URL',
      `${publicUrl}/direct-sign/identification/id-austria-success`,
    ),
    claims: {
      givenName: claim('GIVEN_NAME', 'given_name'),
      familyName: claim('FAMILY_NAME', 'family_name'),
      birthdate: claim('BIRTHDATE', 'birthdate'),
    },
    timeoutMs: timeout,
  };
}

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
