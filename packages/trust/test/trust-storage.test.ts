import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FileTrustStore,
  openTrustService,
  type StoredAuthorities,
  TrustError,
} from '../src/index.ts';
import { BASE_URL, openTestService, type TestDir, testDir } from './trust-test-kit.ts';

let dir: TestDir;
beforeEach(() => {
  dir = testDir();
});
afterEach(() => dir.remove());

function filesUnder(path: string): string[] {
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('keys at rest', () => {
  it('generates master.key with mode 0600 and reopens the same CAs with it', async () => {
    const first = await openTestService(dir);
    const masterKey = join(dir.path, 'data', 'master.key');
    expect(statSync(masterKey).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(masterKey, 'utf8').trim(), 'base64')).toHaveLength(32);
    const again = await openTestService(dir);
    expect(again.certificate('root')).toEqual(first.certificate('root'));
    expect(again.certificate('issuing')).toEqual(first.certificate('issuing'));
    expect(again.certificate('tsa')).toEqual(first.certificate('tsa'));
  });

  it('keeps private keys only encrypted: no file holds a parsable or PEM private key', async () => {
    const service = await openTestService(dir);
    await service.issueCertificate({
      subject: { name: 'A', email: 'a@example.com' },
      level: 'ses',
    });
    const files = filesUnder(join(dir.path, 'data', 'trust'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(readFileSync(file, 'latin1')).not.toContain('PRIVATE KEY');
    const stored = JSON.parse(
      readFileSync(join(dir.path, 'data', 'trust', 'authorities.json'), 'utf8'),
    ) as StoredAuthorities;
    expect(stored.authorities.map((entry) => entry.name).sort()).toEqual([
      'issuing',
      'root',
      'seal',
      'tsa',
    ]);
    for (const entry of stored.authorities) {
      expect(entry.privateKey.alg).toBe('A256GCM');
      const sealed = Buffer.from(entry.privateKey.data, 'base64');
      expect(() => createPrivateKey({ key: sealed, format: 'der', type: 'pkcs8' })).toThrow();
    }
  });

  it('refuses a wrong master key with MASTER_KEY_MISMATCH', async () => {
    const masterKey = randomBytes(32).toString('base64');
    const dataDir = join(dir.path, 'configured');
    const opened = await openTrustService({ dataDir, masterKey, baseUrl: BASE_URL });
    const reopened = await openTrustService({ dataDir, masterKey, baseUrl: BASE_URL });
    expect(reopened.certificate('root')).toEqual(opened.certificate('root'));
    const error = await openTrustService({
      dataDir,
      masterKey: randomBytes(32).toString('base64'),
      baseUrl: BASE_URL,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrustError);
    expect((error as TrustError).code).toBe('MASTER_KEY_MISMATCH');
    expect((error as Error).message).toMatch(/master key/);
  });

  it('does not replace a lost master.key while encrypted keys exist', async () => {
    await openTestService(dir);
    rmSync(join(dir.path, 'data', 'master.key'));
    await expect(openTestService(dir)).rejects.toMatchObject({ code: 'MASTER_KEY_MISMATCH' });
    expect(existsSync(join(dir.path, 'data', 'master.key'))).toBe(false);
  });

  it('agrees on one master key and one set of CAs when opened concurrently', async () => {
    const services = await Promise.all([
      openTestService(dir),
      openTestService(dir),
      openTestService(dir),
    ]);
    for (const service of services)
      expect(service.certificate('root')).toEqual(services[0]!.certificate('root'));
  });

  it('refuses a master key that is not 32 bytes of base64', async () => {
    const error = await openTrustService({
      dataDir: dir.path,
      masterKey: 'c2hvcnQ=',
      baseUrl: BASE_URL,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(TrustError);
    expect(error.code).toBe('MASTER_KEY_INVALID');
  });

  it('refuses a missing or non-http baseUrl', async () => {
    await expect(openTrustService({ dataDir: dir.path, baseUrl: 'ftp://x' })).rejects.toThrow(
      /baseUrl/,
    );
  });
});

describe('FileTrustStore', () => {
  it('hands out a SAD grant once only', async () => {
    const store = new FileTrustStore(join(dir.path, 'store'));
    const grant = {
      credentialID: 'c-1',
      hashes: ['AA=='],
      numSignatures: 1,
      expiresAt: new Date().toISOString(),
    };
    await store.putAuthorization('ab'.repeat(32), grant);
    const results = await Promise.all([
      store.takeAuthorization('ab'.repeat(32)),
      store.takeAuthorization('ab'.repeat(32)),
    ]);
    expect(results.filter(Boolean)).toEqual([grant]);
  });

  it('keeps the first authorities when two are created at once', async () => {
    const store = new FileTrustStore(join(dir.path, 'store'));
    const make = (createdAt: string): StoredAuthorities => ({
      version: 1,
      createdAt,
      authorities: [],
    });
    const [a, b] = await Promise.all([
      store.createAuthorities(make('a')),
      store.createAuthorities(make('b')),
    ]);
    expect(a).toEqual(b);
    expect((await store.loadAuthorities())?.createdAt).toBe(a.createdAt);
  });

  it('numbers CRLs monotonically per CA', async () => {
    const store = new FileTrustStore(join(dir.path, 'store'));
    const numbers = await Promise.all([1, 2, 3, 4].map(() => store.nextCrlNumber('issuing')));
    expect(numbers.sort()).toEqual([1n, 2n, 3n, 4n]);
    expect(await store.nextCrlNumber('root')).toBe(1n);
  });

  it('rejects identifiers that could escape its directory', async () => {
    const store = new FileTrustStore(join(dir.path, 'store'));
    await expect(store.getCertificate('../../etc/passwd')).rejects.toThrow(/serial/);
    expect(await store.getCredential('../x')).toBeUndefined();
  });

  it('removes SAD grants left unused long past their lifetime', async () => {
    const storeDir = join(dir.path, 'store');
    const grant = {
      credentialID: 'c-1',
      hashes: ['AA=='],
      numSignatures: 1,
      expiresAt: new Date().toISOString(),
    };
    await new FileTrustStore(storeDir).putAuthorization('aa'.repeat(32), grant);
    const stale = join(storeDir, 'authorizations', `${'aa'.repeat(32)}.json`);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    const store = new FileTrustStore(storeDir);
    await store.putAuthorization('bb'.repeat(32), grant);
    expect(await store.takeAuthorization('aa'.repeat(32))).toBeUndefined();
    expect(await store.takeAuthorization('bb'.repeat(32))).toEqual(grant);
  });
});
