import type { SignatureRequest } from '@signet/contract';
import type { CscSignerPort } from '@signet/trust';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { latestTan, signCall, signerAccount } from './support/signing.ts';
import { testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

/** The built-in signer, whose signHash fails while `state.failing` (a trust service outage). */
function flakyProvider(builtIn: CscSignerPort, state: { failing: boolean }): CscSignerPort {
  return {
    credentialsList: (request) => builtIn.credentialsList(request),
    credentialsInfo: (request) => builtIn.credentialsInfo(request),
    credentialsAuthorize: (request) => builtIn.credentialsAuthorize(request),
    async signaturesSignHash(request) {
      if (state.failing) throw new Error('the trust service is unavailable');
      return builtIn.signaturesSignHash(request);
    },
  };
}

// Issue "Certificate names": a TAN is not spent by a failure that is not the signer's.
describe.each(databases)('a right TAN and a failed signing on $name', (engine) => {
  const harness = useHarness(engine);
  const provider = { failing: false };
  let app: SignetApp;
  let owner: { email: string; token: string };

  beforeAll(async () => {
    app = await buildApp(testConfig(), {
      db: harness.db,
      signerPort: (builtIn) => flakyProvider(builtIn, provider),
    });
    const email = uniqueEmail('owner');
    owner = { email, token: (await signUp(app, email)).token };
  });

  const one = (request: SignatureRequest) => [{ signatureRequestId: request.id }];

  it('keeps the TAN when the trust service fails, signs with it on retry, then spends it', async () => {
    const signer = await signerAccount(app, harness.db, 'retry');
    const request = await openRequest(app, owner.token, { signers: [signer.email] });
    expect((await signCall(app, signer.token, { signatureRequests: one(request) })).status).toBe(
      200,
    );
    const tan = await latestTan(app, signer.mobile);

    provider.failing = true;
    const failed = await signCall(app, signer.token, { signatureRequests: one(request), tan });
    expect([failed.status, failed.body.code]).toEqual([503, 'SIGNING_FAILED']);

    provider.failing = false;
    const signed = await signCall(app, signer.token, { signatureRequests: one(request), tan });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });

    // Spent by that signature's commit: the same TAN authorises nothing more.
    const other = await openRequest(app, owner.token, { signers: [signer.email] });
    const replay = await signCall(app, signer.token, { signatureRequests: one(other), tan });
    expect([replay.status, replay.body.code]).toEqual([410, 'TAN_EXPIRED']);
    const row = await harness.db
      .selectFrom('signing_tans')
      .select(['tan_hash', 'failures'])
      .where('user_id', '=', signer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tan_hash: null, failures: 0 });
  });
});
