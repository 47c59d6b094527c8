import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimestampAuthority } from '@signet/pdf';
import { openTrustService } from '@signet/trust';

/** The built-in trust service's RFC 3161 TSA, called in-process, in a throwaway data directory. */
export async function benchTimestampAuthority(): Promise<{
  authority: TimestampAuthority;
  description: string;
}> {
  const trust = await openTrustService({
    dataDir: mkdtempSync(join(tmpdir(), 'signet-bench-trust-')),
    baseUrl: 'http://127.0.0.1:9/trust',
  });
  return {
    authority: trust,
    description: "@signet/trust's in-process RFC 3161 TSA (ECDSA P-256 token with its certificate)",
  };
}
