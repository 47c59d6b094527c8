import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** A person the eID knows, by login. */
export interface EidAccount {
  given_name: string;
  family_name: string;
  birthdate: string;
}

export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signet's variables for an eID `id` at this provider. */
  env(id: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`, a certified OP) on loopback, with one confidential
 * client, PKCE required, RS256 ID tokens and its built-in login and consent pages (plain HTML).
 */
export async function startOidcPeer(
  accounts: Record<string, EidAccount>,
  redirectUris: string[],
  options: { port?: number; clientSecret?: string } = {},
): Promise<OidcPeer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'signet';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], profile: ['given_name', 'family_name', 'birthdate'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // Lifetimes in seconds, given so the provider does not warn about its defaults.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async findAccount(_context, sub) {
      const account = accounts[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    env: (id) => {
      const prefix = `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;
      return {
        OIDC_EIDS: id,
        [`${prefix}ISSUER`]: issuer,
        [`${prefix}CLIENT_ID`]: clientId,
        [`${prefix}CLIENT_SECRET`]: clientSecret,
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Cookies as a browser keeps them for one site (names only; the peer's paths do not clash). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
const hiddenPrompt = (html: string) => /name="prompt" value="([a-z]+)"/.exec(html)?.[1];

/**
 * What a browser does at the eID: follows its redirects, fills in its login form as `login`
 * (or, with `deny`, leaves by the page's abort link), submits the consent form, and stops at the
 * redirect back to Signet. Answers that redirect's query parameters.
 */
export async function signInAtEid(
  authorizationUrl: string,
  redirectUrl: string,
  options: { login: string; deny?: boolean },
): Promise<Record<string, string>> {
  const jar = new CookieJar();
  let request: { url: string; init: RequestInit } = { url: authorizationUrl, init: {} };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(request.url, {
      ...request.init,
      redirect: 'manual',
      headers: { ...(request.init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.href.startsWith(redirectUrl)) return Object.fromEntries(next.searchParams);
      request = { url: next.href, init: {} };
      continue;
    }
    const html = await response.text();
    const action = formAction(html);
    const prompt = hiddenPrompt(html);
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(`the eID answered ${response.status}: ${html.slice(0, 300)}`);
    }
    const target = new URL(action, request.url).href;
    if (options.deny) {
      request = { url: `${target}/abort`, init: {} };
      continue;
    }
    const form: Record<string, string> =
      prompt === 'login' ? { prompt, login: options.login, password: 'any password' } : { prompt };
    request = {
      url: target,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      },
    };
  }
  throw new Error('the eID never sent the browser back');
}

/** The callback body the success page posts: the redirect's parameters, camel-cased. */
export function callbackBody(query: Record<string, string>) {
  const { error_description: errorDescription, ...rest } = query;
  return { ...rest, ...(errorDescription ? { errorDescription } : {}) };
}
