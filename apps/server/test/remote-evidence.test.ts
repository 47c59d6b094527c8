import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBuiltInTrust } from '../src/providers/trust/built-in-trust.ts';
import {
  crlUrlsOf,
  timestampRequest,
  tokenOfResponse,
} from '../src/providers/trust/remote-evidence.ts';

const digest = new Uint8Array(32).fill(7);

async function trustService() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-evidence-'));
  return openBuiltInTrust({ dataDir, publicUrl: 'http://qtsp.test' });
}

describe("a provider's time-stamps and revocation data over HTTP, read by hand", () => {
  it('names the CRL distribution points of a certificate, none of a root', async () => {
    const trust = await trustService();
    const credential = await trust.issueCertificate({
      subject: { name: 'Rita Remote', email: 'rita@example.com' },
      level: 'qes',
    });
    const urls = crlUrlsOf(credential.chain[0]!);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^http:\/\/qtsp\.test\/trust\/.+/);
    expect(crlUrlsOf(credential.chain.at(-1)!)).toEqual([]);
  });

  it('asks an RFC 3161 TSA for a SHA-256 digest and takes the token from its answer', async () => {
    const trust = await trustService();
    const answer = await trust.respondTimestamp(timestampRequest(digest));
    const token = tokenOfResponse(answer);
    // The token is the answer's second element: a ContentInfo (SEQUENCE) holding signed data.
    expect(token[0]).toBe(0x30);
    expect(Buffer.from(answer).includes(Buffer.from(token))).toBe(true);
    expect(token.length).toBeLessThan(answer.length);
    expect(Buffer.from(token).includes(Buffer.from(digest))).toBe(true);
  });

  it('refuses a TSA answer that grants nothing, and a digest of the wrong length', async () => {
    // TimeStampResp { PKIStatusInfo { status 2 (rejection) } }
    const rejection = new Uint8Array([0x30, 0x05, 0x30, 0x03, 0x02, 0x01, 0x02]);
    expect(() => tokenOfResponse(rejection)).toThrow(/refused \(status 2\)/);
    expect(() => timestampRequest(new Uint8Array(20))).toThrow(/32 bytes/);
  });
});
