import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatDateTime, type SignatureRequest } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { signUp } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import {
  latestTan,
  type Signer,
  setAttributes,
  signCall,
  signerAccount,
  signWithTan,
} from './support/signing.ts';
import { TestClock, uniqueEmail, useHarness } from './support/test-app.ts';

const run = promisify(execFile);

/** The stamp's place on page 1 (points from the top-left) and its §9 default size. */
const STAMP = { x: 40, y: 200, width: 300, height: 140 };

/** Text that poppler extracts from the page inside a box (points from the top-left). */
async function textIn(file: string, box: typeof STAMP): Promise<string> {
  const { stdout } = await run('pdftotext', [
    '-f',
    '1',
    '-l',
    '1',
    '-x',
    String(box.x),
    '-y',
    String(box.y),
    '-W',
    String(box.width),
    '-H',
    String(box.height),
    file,
    '-',
  ]);
  return stdout.replace(/\s+/g, ' ').trim();
}

describe.each(databases)('the stamp of a signature on $name', (engine) => {
  const harness = useHarness(engine);
  const clock = new TestClock();
  const anna = uniqueEmail('anna');
  const bea = uniqueEmail('bea');
  let app: SignetApp;
  let owner: { token: string };

  beforeAll(async () => {
    app = await harness.app({
      clock,
      env: {
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'signet-stamp-')),
        SIGNING_TEST_LEVELS: `${anna}=qes.zertes,${bea}=qes.zertes`,
      },
    });
    owner = { token: (await signUp(app, uniqueEmail('owner'))).token };
  });

  function placed(request: SignatureRequest, y: number) {
    return [
      {
        signatureRequestId: request.id,
        documentSignatures: [
          {
            document_id: request.documents[0]!.id,
            visual_signature: { positions: [{ page: '0', ...STAMP, y }] },
          },
        ],
      },
    ];
  }

  it("writes the stamp's words in the signer's language, readable at the placed position", async () => {
    const signers: Signer[] = [
      await signerAccount(app, harness.db, 'anna', anna),
      await signerAccount(app, harness.db, 'bea', bea),
    ];
    // Anna's language is her account's; Bea's account says English but she signs in French.
    await setAttributes(harness.db, signers[0]!.id, {
      lang: ['de-ch'],
      visual_signature_name: ['Anna Müller'],
      visual_signature_company: ['Muster AG'],
      visual_signature_location: ['Zürich'],
      visual_signature_display_qr: ['true'],
    });
    await setAttributes(harness.db, signers[1]!.id, { visual_signature_name: ['Béatrice Favre'] });
    const request = await openRequest(app, owner.token, { signers: [anna, bea] });
    await harness.db
      .updateTable('signature_requests')
      .set({ quality: 'QES', legislation: 'ZERTES' })
      .where('id', '=', request.id)
      .execute();
    const first = await signWithTan(app, signers[0]!, placed(request, STAMP.y));
    expect(first.status).toBe(200);
    const beaItems = placed(request, STAMP.y + 180);
    await signCall(app, signers[1]!.token, { signatureRequests: beaItems, language: 'fr-ch' });
    const tan = await latestTan(app, signers[1]!.mobile);
    const second = await signCall(app, signers[1]!.token, {
      signatureRequests: beaItems,
      language: 'fr-ch',
      tan,
    });
    expect(second.body).toMatchObject({ status: 'SIGNED' });

    const download = await app.inject({
      method: 'GET',
      url: `/v3/documents/${request.documents[0]!.id}/download?signed=true`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'signet-stamp-pdf-')), 'signed.pdf');
    writeFileSync(file, download.rawPayload);

    const date = (language: 'de-ch' | 'fr-ch') =>
      formatDateTime(clock.now(), language, 'UTC').replace(/\s+/g, ' ');
    const german = await textIn(file, STAMP);
    expect(german).toContain('Anna Müller');
    expect(german).toContain('Muster AG');
    expect(german).toContain(`Zürich · Unterzeichnet am ${date('de-ch')} UTC`);
    expect(german).toContain('Qualifizierte elektronische Signatur (Demo-CA)');
    expect(german).toContain('PAdES · QES · ZertES');
    const french = await textIn(file, { ...STAMP, y: STAMP.y + 180 });
    expect(french).toContain('Béatrice Favre');
    expect(french).toContain(`Signé le ${date('fr-ch')} UTC`);
    expect(french).toContain('Signature électronique qualifiée (AC de démonstration)');
    expect(french).toContain('PAdES · SEQ · ZertES');
    // Each stamp stays inside its own box: nothing of one is read in the other's.
    expect(german).not.toContain('Béatrice');
    expect(french).not.toContain('Anna');
    // Between the two stamps the page is empty.
    expect(await textIn(file, { ...STAMP, y: STAMP.y + STAMP.height + 2, height: 36 })).toBe('');
  });
});
