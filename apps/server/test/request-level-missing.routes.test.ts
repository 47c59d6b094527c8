import type { SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { json, signUp } from './support/http.ts';
import { createRequest } from './support/requests.ts';
import { uniqueEmail, useHarness } from './support/test-app.ts';

// Issue 20: the sender is warned before sending when a registered signer lacks the request's
// level. The owner's view of a request says, per open signature of a signer with an account,
// whether they lack it (ADR 0640); guests and everyone else's view carry nothing.
describe.each(databases)('signers who lack the level, in the owner’s view on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  const qualified = uniqueEmail('level-qualified');
  const lacking = uniqueEmail('level-lacking');
  const guest = uniqueEmail('level-guest');
  let owner: { token: string };
  let lackingToken: string;

  beforeAll(async () => {
    app = await harness.app({
      env: { PRERENDER_PAGES: '0', SIGNING_TEST_LEVELS: `${qualified}=qes.zertes` },
    });
    owner = await signUp(app, uniqueEmail('level-owner'));
    await signUp(app, qualified);
    lackingToken = (await signUp(app, lacking)).token;
  });

  const view = async (token: string, id: string) => {
    const response = await json<SignatureRequest>(app, 'GET', `/v3/signature-requests/${id}`, {
      token,
    });
    expect(response.status).toBe(200);
    return Object.fromEntries(
      response.body.signatures.map((s) => [s.account_email, s] as const),
    ) as Record<string, SignatureRequest['signatures'][number]>;
  };

  const qesDraft = async (legislation: 'ZERTES' | 'EIDAS') => {
    const draft = await createRequest(app, owner.token, { signers: [qualified, lacking, guest] });
    const saved = await json(app, 'PUT', `/v3/signature-requests/${draft.id}`, {
      token: owner.token,
      body: { quality: 'QES', legislation },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return draft.id;
  };

  it('flags a registered signer without QES, not one who has it, and never a guest', async () => {
    const signers = await view(owner.token, await qesDraft('ZERTES'));
    expect(signers[lacking]?.level_missing).toBe(true);
    expect(signers[qualified]?.level_missing).toBe(false);
    expect(signers[guest]).toBeDefined();
    expect(signers[guest]).not.toHaveProperty('level_missing');
  });

  it('judges under the request’s legislation', async () => {
    // QES under ZertES says nothing of QES under eIDAS.
    const signers = await view(owner.token, await qesDraft('EIDAS'));
    expect(signers[qualified]?.level_missing).toBe(true);
  });

  it('flags nobody at SES, whose verified address every registered signer has', async () => {
    const draft = await createRequest(app, owner.token, { signers: [qualified, lacking] });
    expect(draft.quality).toBe('SES');
    const signers = await view(owner.token, draft.id);
    expect(signers[lacking]?.level_missing).toBe(false);
    expect(signers[qualified]?.level_missing).toBe(false);
  });

  it('keeps the flags out of a signer’s view of the same request', async () => {
    const id = await qesDraft('ZERTES');
    const sent = await json(app, 'POST', `/v3/signature-requests/${id}/initiate`, {
      token: owner.token,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      signatures: expect.arrayContaining([
        expect.objectContaining({ account_email: lacking, level_missing: true }),
      ]),
    });
    const signers = await view(lackingToken, id);
    for (const signature of Object.values(signers)) {
      expect(signature).not.toHaveProperty('level_missing');
    }
  });
});
