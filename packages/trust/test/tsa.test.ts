import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESTAMP_POLICY_OID, type TrustService } from '../src/index.ts';
import { openssl, opensslOk, openTestService, type TestDir, testDir } from './trust-test-kit.ts';

let dir: TestDir;
let service: TrustService;
let rootPem: string;
let tsaPem: string;
let dataFile: string;

beforeAll(async () => {
  dir = testDir();
  service = await openTestService(dir);
  rootPem = dir.pem('root.pem', service.certificate('root'));
  tsaPem = dir.pem('tsa.pem', service.certificate('tsa'));
  dataFile = dir.file('data.txt', 'the document to be time-stamped\n');
});
afterAll(() => dir.remove());

/** `openssl ts -query` → respondTimestamp → files for `openssl ts -reply/-verify`. */
async function stamp(name: string, queryArgs: string[]) {
  const query = dir.file(`${name}.tsq`);
  await opensslOk(['ts', '-query', '-data', dataFile, ...queryArgs, '-out', query]);
  const reply = dir.file(
    `${name}.tsr`,
    await service.respondTimestamp(new Uint8Array(readFileSync(query))),
  );
  return { query, reply, text: await opensslOk(['ts', '-reply', '-in', reply, '-text']) };
}

describe('RFC 3161 time-stamp authority', () => {
  it('grants SHA-256 requests with nonce, policy and accuracy, verifiable by openssl', async () => {
    const { query, reply, text } = await stamp('sha256', ['-sha256', '-cert']);
    expect(text).toContain('Status: Granted.');
    expect(text).toContain(`Policy OID: ${TIMESTAMP_POLICY_OID}`);
    expect(text).toContain('Accuracy: 0x01 seconds');
    expect(text).toContain('Ordering: no');
    const queryText = await opensslOk(['ts', '-query', '-in', query, '-text']);
    const nonce = /Nonce: (0x[0-9A-F]+)/.exec(queryText)?.[1];
    expect(nonce).toBeDefined();
    expect(text).toContain(`Nonce: ${nonce}`);
    expect(text).toMatch(
      /TSA: DirName:\/C=CH\/O=Signet Demo Trust Service \(not qualified\)\/OU=Installation [0-9a-f]{8}\/CN=Signet Demo Time-Stamping Authority/,
    );
    expect(
      await opensslOk(['ts', '-verify', '-in', reply, '-queryfile', query, '-CAfile', rootPem]),
    ).toContain('Verification: OK');
    expect(
      await opensslOk(['ts', '-verify', '-in', reply, '-data', dataFile, '-CAfile', rootPem]),
    ).toContain('Verification: OK');
  });

  it('leaves the TSA certificate out unless certReq asks for it', async () => {
    const { reply } = await stamp('no-cert', ['-sha256']);
    const withoutCert = await openssl([
      'ts',
      '-verify',
      '-in',
      reply,
      '-data',
      dataFile,
      '-CAfile',
      rootPem,
    ]);
    expect(withoutCert.code).not.toBe(0);
    const withUntrusted = await opensslOk([
      'ts',
      '-verify',
      '-in',
      reply,
      '-data',
      dataFile,
      '-CAfile',
      rootPem,
      '-untrusted',
      tsaPem,
    ]);
    expect(withUntrusted).toContain('Verification: OK');
  });

  it.each([['-sha384'], ['-sha512']])('grants %s message imprints', async (algorithm) => {
    const { query, reply, text } = await stamp(`imprint${algorithm}`, [
      algorithm,
      '-cert',
      '-no_nonce',
    ]);
    expect(text).toContain(`Hash Algorithm: ${algorithm.slice(1)}`);
    expect(text).toContain('Nonce: unspecified');
    expect(
      await opensslOk(['ts', '-verify', '-in', reply, '-queryfile', query, '-CAfile', rootPem]),
    ).toContain('Verification: OK');
  });

  it('rejects SHA-1 with badAlg and a foreign policy with unacceptedPolicy', async () => {
    const sha1 = await stamp('sha1', ['-sha1']);
    expect(sha1.text).toContain('Status: Rejected.');
    expect(sha1.text).toContain('Failure info: unrecognized or unsupported algorithm identifier');
    const policy = await stamp('policy', ['-sha256', '-tspolicy', '1.2.3.4.5']);
    expect(policy.text).toContain('Status: Rejected.');
    expect(policy.text).toContain(
      'Failure info: the requested TSA policy is not supported by the TSA',
    );
    const ours = await stamp('our-policy', ['-sha256', '-tspolicy', TIMESTAMP_POLICY_OID]);
    expect(ours.text).toContain('Status: Granted.');
  });

  it('rejects bytes that are not a TimeStampReq with badDataFormat', async () => {
    const reply = dir.file(
      'garbage.tsr',
      await service.respondTimestamp(new TextEncoder().encode('not DER at all')),
    );
    const text = await opensslOk(['ts', '-reply', '-in', reply, '-text']);
    expect(text).toContain('Status: Rejected.');
    expect(text).toContain('Failure info: the data submitted has the wrong format');
  });

  it('time-stamps a SHA-256 digest in-process as a TimeStampToken with the TSA certificate', async () => {
    const digest = createHash('sha256').update(readFileSync(dataFile)).digest();
    const token = dir.file('token.der', await service.timestamp(new Uint8Array(digest)));
    const verified = await opensslOk([
      'ts',
      '-verify',
      '-token_in',
      '-in',
      token,
      '-digest',
      digest.toString('hex'),
      '-CAfile',
      rootPem,
    ]);
    expect(verified).toContain('Verification: OK');
    const other = createHash('sha256').update('something else').digest('hex');
    const refused = await openssl([
      'ts',
      '-verify',
      '-token_in',
      '-in',
      token,
      '-digest',
      other,
      '-CAfile',
      rootPem,
    ]);
    expect(refused.code).not.toBe(0);
    await expect(service.timestamp(new Uint8Array(20))).rejects.toThrow(/sha256/);
  });

  it('signs the token with SigningCertificateV2 over sorted signed attributes', async () => {
    const token = dir.file('token2.der', await service.timestamp(new Uint8Array(32).fill(1)));
    const dump = await opensslOk(['asn1parse', '-inform', 'DER', '-in', token]);
    const attributes = [
      ...dump.matchAll(/OBJECT\s+:(contentType|messageDigest|id-smime-aa-signingCertificateV2)/g),
    ].map((match) => match[1]);
    expect(attributes).toEqual([
      'contentType',
      'messageDigest',
      'id-smime-aa-signingCertificateV2',
    ]);
    const cms = await opensslOk(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', token]);
    expect(cms).toContain('eContentType: id-smime-ct-TSTInfo');
  });
});
