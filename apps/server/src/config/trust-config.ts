import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { Bool, Url } from './values.ts';

/**
 * Which trust service signs (docs/decisions/0612): the built-in one, or a qualified provider
 * reached through its CSC API v2; and whether this server also serves the built-in service's
 * CSC API v2 to registered clients (CSC_SERVER). Both are off by default.
 */
export type TrustConfig =
  | { provider: 'builtin' }
  | {
      provider: 'csc';
      /** The provider's CSC base URL, ending before `info`, `oauth2/token`, `credentials/…`. */
      baseUrl: string;
      clientId: string;
      clientSecret: string;
      /** RFC 3161 time-stamp authority; null: the built-in service's TSA. */
      tsaUrl: string | null;
      /** The provider's certificates are demo ones (a test provider such as Signet's own CSC server). */
      isDemo: boolean;
      /** How long one provider call may take. */
      timeoutMs: number;
      /** DER of the provider's root certificates (CSC_TRUST_ANCHORS_FILE, PEM), known from start. */
      trustAnchors: Uint8Array[];
    };

export interface CscServerConfig {
  enabled: boolean;
  /** Lifetime of a client's bearer token. */
  tokenSeconds: number;
}

const TrustEnv = z.object({
  TRUST_PROVIDER: z.enum(['builtin', 'csc']).default('builtin'),
  CSC_BASE_URL: Url.optional(),
  CSC_CLIENT_ID: z.string().trim().min(1).optional(),
  CSC_CLIENT_SECRET: z.string().min(8).optional(),
  CSC_TSA_URL: Url.optional(),
  CSC_DEMO: Bool.default(false),
  CSC_TRUST_ANCHORS_FILE: z.string().min(1).optional(),
  CSC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  CSC_SERVER: Bool.default(false),
  CSC_SERVER_TOKEN_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
});

export const TRUST_ENV_NAMES = Object.keys(TrustEnv.shape);

/** Reads the trust settings; a bad one calls `fail` with a message naming the variable. */
export function loadTrustConfig(
  env: NodeJS.ProcessEnv,
  fail: (message: string) => never,
): { trust: TrustConfig; cscServer: CscServerConfig } {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in TrustEnv.shape && value !== ''),
  );
  const parsed = TrustEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    fail(`Invalid configuration — ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const cscServer = { enabled: e.CSC_SERVER, tokenSeconds: e.CSC_SERVER_TOKEN_SECONDS };
  if (e.TRUST_PROVIDER === 'builtin') return { trust: { provider: 'builtin' }, cscServer };
  for (const name of ['CSC_BASE_URL', 'CSC_CLIENT_ID', 'CSC_CLIENT_SECRET'] as const) {
    if (!e[name]) fail(`${name}: required when TRUST_PROVIDER=csc`);
  }
  return {
    trust: {
      provider: 'csc',
      baseUrl: e.CSC_BASE_URL!.replace(/\/+$/, ''),
      clientId: e.CSC_CLIENT_ID!,
      clientSecret: e.CSC_CLIENT_SECRET!,
      tsaUrl: e.CSC_TSA_URL ?? null,
      isDemo: e.CSC_DEMO,
      timeoutMs: e.CSC_TIMEOUT_MS,
      trustAnchors: e.CSC_TRUST_ANCHORS_FILE ? readAnchors(e.CSC_TRUST_ANCHORS_FILE, fail) : [],
    },
    cscServer,
  };
}

/** The certificates of a PEM file, as DER; a missing file or one without any stops the start. */
function readAnchors(file: string, fail: (message: string) => never): Uint8Array[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail(`CSC_TRUST_ANCHORS_FILE: cannot read ${file}`);
  }
  const blocks = [
    ...text.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g),
  ];
  if (blocks.length === 0) fail(`CSC_TRUST_ANCHORS_FILE: ${file} holds no PEM certificate`);
  return blocks.map(
    (block) => new Uint8Array(Buffer.from(block[1]!.replace(/\s+/g, ''), 'base64')),
  );
}
