import { sign } from '@signet/pdf';
import type { Database } from '../../src/db/database.ts';
import { appendEvent } from '../../src/features/events/event-log.ts';
import { FileBlobStore } from '../../src/providers/blobs/file-blob-store.ts';
import { openBuiltInTrust } from '../../src/providers/trust/built-in-trust.ts';

/**
 * Signs a request's documents for one signer with the engine and the trust service of the app's
 * data directory, and records it as the signing flow does (new current version, signature row
 * SIGNED, a `signed` event). For tests of what reads signed files (protocol, downloads, mails);
 * the signing flow itself is tested through POST /v3/sign.
 */
export async function signDirectly(
  db: Database,
  config: { dataDir: string; publicUrl: string },
  input: { requestId: string; signerEmail: string; signerName: string; quality?: string },
): Promise<void> {
  const trust = await openBuiltInTrust(config);
  const blobs = new FileBlobStore(config.dataDir);
  const credential = await trust.issueCertificate({
    subject: { name: input.signerName, email: input.signerEmail },
    level: input.quality === 'DEMO' ? 'demo' : 'ses',
  });
  const documents = await db
    .selectFrom('documents')
    .selectAll()
    .where('request_id', '=', input.requestId)
    .orderBy('position')
    .execute();
  const hashes: string[] = [];
  for (const document of documents) {
    const signed = await sign(new Uint8Array(await blobs.get(document.current_hash)), {
      signer: trust.pdfSignerFor(credential),
      level: 'B-T',
      tsa: trust,
    });
    const hash = await blobs.put(signed);
    hashes.push(hash);
    await db
      .updateTable('documents')
      .set({ current_hash: hash, size: signed.length })
      .where('id', '=', document.id)
      .execute();
  }
  const signature = await db
    .updateTable('signatures')
    .set({ status_code: 'SIGNED', status_changed_at: new Date() })
    .where('request_id', '=', input.requestId)
    .where('email', '=', input.signerEmail)
    .returning('sid')
    .executeTakeFirstOrThrow();
  await appendEvent(db, {
    requestId: input.requestId,
    action: 'signed',
    actorId: null,
    actorEmail: input.signerEmail,
    ip: '127.0.0.1',
    documentHashes: hashes,
    data: { sid: signature.sid, quality: input.quality ?? 'SES' },
    at: new Date(),
  });
}
