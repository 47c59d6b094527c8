import { describe, expect, it } from 'vitest';
import { createSigningQueue, sign } from '../src/index.ts';
import {
  extractSignatures,
  fixture,
  hasFixtures,
  opensslVerify,
  pdfsig,
  pyhankoRootPem,
  pyhankoSigner,
  qpdfCheck,
} from './sign-test-kit.ts';

describe('signing queue', () => {
  it('runs tasks of one key one after another and tasks of different keys side by side', async () => {
    const queue = createSigningQueue();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      queue.withDocumentLock('a', task('a1', 30)),
      queue.withDocumentLock('a', task('a2', 1)),
      queue.withDocumentLock('b', task('b1', 1)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('end a1')).toBeLessThan(events.indexOf('start a2'));
    expect(events.indexOf('start b1')).toBeLessThan(events.indexOf('end a1'));
    expect(queue.pending).toBe(0);
  });

  it('lets the next task run after one fails, and hands the failure to its caller', async () => {
    const queue = createSigningQueue();
    const failing = queue.withDocumentLock('doc', async () => {
      throw new Error('TAN expired');
    });
    const next = queue.withDocumentLock('doc', async () => 'signed');
    await expect(failing).rejects.toThrow('TAN expired');
    await expect(next).resolves.toBe('signed');
  });
});

describe.skipIf(!hasFixtures)('20 concurrent signings of one document', () => {
  it('end in one file with 20 valid signatures', async () => {
    const queue = createSigningQueue();
    const signer = pyhankoSigner();
    let current: Uint8Array = fixture('forms/libreoffice-field-types.pdf');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        queue.withDocumentLock('document-1', async () => {
          current = await sign(current, { signer, level: 'B-B', reason: `Signer ${i + 1}` });
        }),
      ),
    );
    const report = await pdfsig(current);
    expect(report).toHaveLength(20);
    expect(new Set(report.map((s) => s.field)).size).toBe(20);
    for (const entry of report) expect(entry.validation).toBe('Signature is Valid.');
    expect((await qpdfCheck(current)).ok).toBe(true);
    const signatures = extractSignatures(current);
    expect(signatures).toHaveLength(20);
    const verified = await Promise.all(signatures.map((s) => opensslVerify(s, pyhankoRootPem)));
    for (const result of verified) expect(result.output).toContain('Verification successful');
  });
});
