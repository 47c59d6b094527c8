import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@signet/pdf';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { openBuiltInTrust } from '../src/providers/trust/built-in-trust.ts';
import { runTrustCommand } from '../src/trust-admin.cli.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { type Signer, signerAccount, signWithTan } from './support/signing.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, '../bin/signet-admin.mjs');
const key = () => randomBytes(32).toString('base64');
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'signet-master-key-'));

const openTrust = (dataDir: string, trustMasterKey: string) =>
  openBuiltInTrust({ dataDir, publicUrl: 'http://signet.test', signing: { trustMasterKey } });

/** Opens the trust service with the key and decrypts every credential's key (credentials/info). */
async function opensEveryKey(dataDir: string, trustMasterKey: string): Promise<number> {
  const trust = await openTrust(dataDir, trustMasterKey);
  const { credentialIDs } = await trust.csc.credentialsList({});
  for (const credentialID of credentialIDs) await trust.csc.credentialsInfo({ credentialID });
  return credentialIDs.length;
}

async function signedPdf(app: SignetApp, signer: Signer, documentId: string) {
  const file = await app.inject({
    method: 'GET',
    url: `/v3/documents/${documentId}/download?signed=true`,
    headers: { authorization: `Bearer ${signer.token}` },
  });
  expect(file.statusCode).toBe(200);
  return new Uint8Array(file.rawPayload);
}

async function expectVerifies(pdf: Uint8Array, dataDir: string, trustMasterKey: string) {
  const trust = await openTrust(dataDir, trustMasterKey);
  const report = await validate(pdf, { trustAnchors: trust.trustAnchors() });
  expect(report.signatures).toHaveLength(1);
  expect(report.signatures[0]).toMatchObject({ chain: { trusted: true } });
}

function rotation(dataDir: string, current: string, env: NodeJS.ProcessEnv, lines: string[]) {
  return {
    config: { dataDir, signing: { trustMasterKey: current } },
    env,
    out: (line: string) => lines.push(line),
  };
}

/**
 * The master key rotated as the README's "Key rotation" says (stop, signet-admin trust
 * rotate-master-key, start with the new key): every stored key opens with the new key and no
 * longer with the old one, signing goes on, what was signed before still verifies.
 */
describe.each(databases)('Master key rotation on $name', (engine) => {
  const harness = useHarness(engine);

  it('re-encrypts every stored key, stops a process left on the old key, and finishes a run cut short', async () => {
    const dataDir = tempDir();
    const [oldKey, newKey, newerKey] = [key(), key(), key()];
    const before = await harness.app({ env: { DATA_DIR: dataDir, TRUST_MASTER_KEY: oldKey } });
    const owner = await signUp(before, uniqueEmail('owner'));
    const signer = await signerAccount(before, harness.db, 'rotated');
    const request = await openRequest(before, owner.token, { signers: [signer.email] });
    expect((await signWithTan(before, signer, [{ signatureRequestId: request.id }])).status).toBe(
      200,
    );
    const pdf = await signedPdf(before, signer, request.documents[0]!.id);

    const newKeyFile = path.join(tempDir(), 'new.key');
    writeFileSync(newKeyFile, `${newKey}\n`);
    const lines: string[] = [];
    const args = ['rotate-master-key', '--new-key-file', newKeyFile];
    expect(await runTrustCommand(args, rotation(dataDir, oldKey, {}, lines))).toBe(0);
    expect(lines.join('\n')).toMatch(/records re-encrypted, 0 already under the new key/);

    expect(await opensEveryKey(dataDir, newKey)).toBeGreaterThan(0);
    await expect(openTrust(dataDir, oldKey)).rejects.toThrow(/sealed under another master key/);
    // Not only the marker: the old key decrypts nothing any more.
    rmSync(path.join(dataDir, 'trust', 'master-key-id.json'));
    await expect(openTrust(dataDir, oldKey)).rejects.toMatchObject({
      code: 'MASTER_KEY_MISMATCH',
    });
    await expectVerifies(pdf, dataDir, newKey);

    // The server still running with the old key seals no new key under it.
    const late = await signerAccount(before, harness.db, 'late');
    const stale = await openRequest(before, owner.token, { signers: [late.email] });
    const refused = await signWithTan(before, late, [{ signatureRequestId: stale.id }]);
    expect(refused).toMatchObject({ status: 503, body: { code: 'SIGNING_FAILED' } });
    const next = await openRequest(before, owner.token, { signers: [signer.email] });
    const after = await harness.app({ env: { DATA_DIR: dataDir, TRUST_MASTER_KEY: newKey } });
    expect((await signWithTan(after, signer, [{ signatureRequestId: next.id }])).status).toBe(200);
    await expectVerifies(await signedPdf(after, signer, next.documents[0]!.id), dataDir, newKey);

    // A crash after two records were rewritten: neither key opens the store meanwhile.
    let writes = 0;
    const crashing = {
      ...rotation(dataDir, newKey, { NEW_TRUST_MASTER_KEY: newerKey }, lines),
      afterWrite: () => {
        writes += 1;
        if (writes === 2) throw new Error('power cut');
      },
    };
    await expect(runTrustCommand(['rotate-master-key'], crashing)).rejects.toThrow('power cut');
    await expect(openTrust(dataDir, newKey)).rejects.toThrow(/rotation of the master key/);
    await expect(openTrust(dataDir, newerKey)).rejects.toThrow(/rotation of the master key/);

    // Run again, as an operator would: it finishes the rest.
    const { stdout } = await run(process.execPath, [BIN, 'trust', 'rotate-master-key'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        TRUST_MASTER_KEY: newKey,
        NEW_TRUST_MASTER_KEY: newerKey,
      },
    });
    expect(stdout).toMatch(/[1-9]\d* records re-encrypted, 2 already under the new key/);
    expect(await opensEveryKey(dataDir, newerKey)).toBeGreaterThanOrEqual(2);
    await expectVerifies(pdf, dataDir, newerKey);
  });
});

describe('signet-admin trust rotate-master-key refusals', () => {
  it('refuses a current key that does not open the store, a malformed or unchanged new key, and changes nothing', async () => {
    const dataDir = tempDir();
    const current = key();
    await openTrust(dataDir, current);
    const authorities = path.join(dataDir, 'trust', 'authorities.json');
    const stored = readFileSync(authorities, 'utf8');
    const lines: string[] = [];
    const attempt = (
      currentKey: string,
      newKey: string | undefined,
      argv = ['rotate-master-key'],
    ) =>
      runTrustCommand(
        argv,
        rotation(dataDir, currentKey, newKey ? { NEW_TRUST_MASTER_KEY: newKey } : {}, lines),
      );

    expect(await attempt(key(), key())).toBe(1);
    expect(lines.pop()).toMatch(/^Refused: .*the current master key does not open/);
    expect(await attempt(current, 'bm90IGEga2V5')).toBe(1);
    expect(lines.pop()).toMatch(/^Refused: NEW_TRUST_MASTER_KEY: .*32 bytes in base64/);
    expect(await attempt(current, current)).toBe(1);
    expect(lines.pop()).toMatch(/^Refused: new key: is the master key in use now/);
    expect(await attempt(current, undefined)).toBe(1);
    expect(lines.pop()).toMatch(/--new-key-file <path> or set NEW_TRUST_MASTER_KEY/);
    // A key is never taken from the command line, where ps shows it.
    expect(await attempt(current, undefined, ['rotate-master-key', `--new-key=${key()}`])).toBe(2);

    expect(readFileSync(authorities, 'utf8')).toBe(stored);
    await expect(openTrust(dataDir, current)).resolves.toBeDefined();
  });
});
