import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignatureRequest } from '@signet/contract';
import type { CscCredentialsInfoResponse, CscSignerPort } from '@signet/trust';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { SealsService } from '../src/features/seals/seals.service.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import {
  latestTan,
  type Signer,
  signCall,
  signerAccount,
  signingState,
  signWithTan,
} from './support/signing.ts';
import { testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

/**
 * How the remote provider at the CSC port answers credentials/info: truthfully, with another of
 * the signer's credentials (same name and e-mail, another key), or with the credential's own
 * certificate reported under another serial number.
 */
type ProviderMode = 'honest' | 'otherCredential' | 'otherSerial';

/**
 * A remote trust service provider at the CSC port: it signs with the credential asked for, and
 * answers credentials/info as `mode` says. It wraps the built-in port, as a client of a remote
 * provider would take its place.
 */
function remoteProvider(builtIn: CscSignerPort, state: { mode: ProviderMode; seen: string[] }) {
  const port: CscSignerPort = {
    credentialsList: (request) => builtIn.credentialsList(request),
    credentialsAuthorize: (request) => builtIn.credentialsAuthorize(request),
    signaturesSignHash: (request) => builtIn.signaturesSignHash(request),
    async credentialsInfo(request): Promise<CscCredentialsInfoResponse> {
      const previous = state.seen.at(-1);
      if (!state.seen.includes(request.credentialID)) state.seen.push(request.credentialID);
      if (state.mode === 'otherCredential' && previous && previous !== request.credentialID) {
        return builtIn.credentialsInfo({ ...request, credentialID: previous });
      }
      const info = await builtIn.credentialsInfo(request);
      if (state.mode === 'otherSerial') {
        return { ...info, cert: { ...info.cert, serialNumber: '7a11ce5e71a1' } };
      }
      return info;
    },
  };
  return port;
}

function blobCount(dataDir: string): number {
  const root = path.join(dataDir, 'blobs');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
}

describe.each(databases)('POST /v3/sign refuses a mismatched certificate on $name', (engine) => {
  const harness = useHarness(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-mismatch-'));
  const provider = { mode: 'honest' as ProviderMode, seen: [] as string[] };
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await buildApp(testConfig({ DATA_DIR: dataDir }), {
      db: harness.db,
      signerPort: (builtIn) => remoteProvider(builtIn, provider),
    });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });
  afterAll(async () => {
    await app?.close();
  });

  const one = (request: SignatureRequest) => [{ signatureRequestId: request.id }];

  async function stateOf(request: SignatureRequest, signer: Signer) {
    return {
      ...(await signingState(harness.db, request.id, signer.id)),
      blobs: blobCount(dataDir),
    };
  }

  it.each<[Exclude<ProviderMode, 'honest'>, RegExp]>([
    ['otherCredential', /does not verify with the certificate's public key/],
    ['otherSerial', /serial number [0-9a-f]+ of the certificate differs from 7a11ce5e71a1/],
  ])(
    'a provider answering %s: 409 SERIAL_NUMBER_MISMATCH, nothing signed or stored',
    async (mode, why) => {
      const signer = await signerAccount(app, harness.db, mode.toLowerCase());
      // A first signature through the honest provider: the signer now has a credential of their own.
      provider.mode = 'honest';
      const first = await openRequest(app, owner.token, { signers: [signer.email] });
      expect((await signWithTan(app, signer, one(first))).status).toBe(200);

      const request = await openRequest(app, owner.token, { signers: [signer.email] });
      // Background work of the first request (its completion protocol, page images) writes blobs
      // of its own; let it finish so the counts below speak of this signing alone.
      await app.signet.jobs.drain();
      const before = await stateOf(request, signer);
      provider.mode = mode;
      const refused = await signWithTan(app, signer, one(request));
      expect([refused.status, refused.body.code]).toEqual([409, 'SERIAL_NUMBER_MISMATCH']);
      expect(refused.body.message).toMatch(why);
      expect(refused.body.message).toContain('nothing was signed');
      expect(await stateOf(request, signer)).toEqual(before);
      expect(before.signatures).toEqual([{ email: signer.email, status_code: 'OPEN' }]);
      expect(before.events).not.toContain('signed');

      // With a provider that answers truthfully the same signer signs the same request, with the
      // same TAN: a failure that is not the signer's does not spend it.
      provider.mode = 'honest';
      const tan = await latestTan(app, signer.mobile);
      const signed = await signCall(app, signer.token, { signatureRequests: one(request), tan });
      expect(signed.status).toBe(200);
      const after = await stateOf(request, signer);
      expect(after.events).toContain('signed');
      expect(after.documents[0]!.current_hash).not.toBe(before.documents[0]!.current_hash);
    },
  );

  it('a seal whose certificate the provider reports under another serial: refused, nothing stored', async () => {
    const member = await signerAccount(app, harness.db, 'member');
    const accountName = `seal-${member.id.slice(0, 6).toLowerCase()}`.replace(/[^a-z0-9-]/g, 'x');
    await new SealsService(harness.db, () => new Date()).create({
      accountName,
      displayName: 'Acme Remote Ltd',
      quality: 'aes',
      memberEmails: [member.email],
    });
    const request = await openRequest(app, owner.token, { signers: [member.email] });
    await app.signet.jobs.drain();
    const before = await stateOf(request, member);
    provider.mode = 'otherSerial';
    const refused = await signCall(app, member.token, {
      signatureRequests: one(request),
      sealAccountName: accountName,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'SERIAL_NUMBER_MISMATCH']);
    expect(await stateOf(request, member)).toEqual(before);
    provider.mode = 'honest';
    const sealed = await signCall(app, member.token, {
      signatureRequests: one(request),
      sealAccountName: accountName,
    });
    expect(sealed.status).toBe(200);
  });
});
