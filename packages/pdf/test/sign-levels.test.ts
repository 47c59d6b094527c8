import { createHash } from 'node:crypto';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCms } from '../src/cms/cms-reader.ts';
import { addDocumentTimestamp, extendToLT, type SignatureSigner, sign } from '../src/index.ts';
import {
  extractSignatures,
  fixture,
  hasFixtures,
  opensslVerify,
  opensslVerifyToken,
  pdfsig,
  qpdfCheck,
  readDss,
  startsWith,
} from './sign-test-kit.ts';
import { createOpensslPki, type OpensslPki } from './sign-test-pki.ts';

let pki: OpensslPki;
let alice: SignatureSigner;
let bob: SignatureSigner;

beforeAll(async () => {
  pki = await createOpensslPki();
  alice = await pki.signer('Alice', 'ec');
  bob = await pki.signer('Bob', 'rsa');
});

async function expectValid(pdf: Uint8Array, ours: number) {
  const report = await pdfsig(pdf);
  for (const entry of report.filter((s) => s.type !== 'unknown'))
    expect(entry.validation).toBe('Signature is Valid.');
  expect((await qpdfCheck(pdf)).ok).toBe(true);
  const signatures = extractSignatures(pdf).slice(-ours);
  for (const signature of signatures) {
    const result = await opensslVerify(signature, pki.rootPem);
    expect(result.output).toMatch(
      signature.subFilter === 'ETSI.RFC3161' ? /Verification: OK/ : /Verification successful/,
    );
  }
}

describe.skipIf(!hasFixtures)('PAdES levels', () => {
  it('B-T: the signature carries a timestamp token over its signature value that openssl ts verifies', async () => {
    const signed = await sign(fixture('xref/xref-stream-objstm.pdf'), {
      signer: alice,
      level: 'B-T',
      tsa: pki.tsa,
    });
    await expectValid(signed, 1);
    const [signature] = extractSignatures(signed);
    const sd = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(signature!.cms).content });
    const info = sd.signerInfos[0]!;
    expect(info.signatureAlgorithm.algorithmId).toBe('1.2.840.10045.4.3.2');
    const [token] = readCms(signature!.cms).timestampTokens;
    const digest = createHash('sha256').update(info.signature.valueBlock.valueHexView).digest();
    expect(await opensslVerifyToken(token!, digest, pki.rootPem)).toContain('Verification: OK');
  });

  it('B-LT: a DSS revision holds the chains of the signature and its timestamp plus the CRLs, without duplicates', async () => {
    const original = fixture('producers/chrome-skia-wikipedia.pdf');
    const bt = await sign(original, { signer: alice, level: 'B-T', tsa: pki.tsa });
    const lt = await extendToLT(bt, { revocation: pki.revocation });
    expect(startsWith(lt, bt)).toBe(true);
    await expectValid(lt, 1);
    const dss = await readDss(lt);
    const hex = (list: Uint8Array[]) => list.map((b) => Buffer.from(b).toString('hex'));
    for (const cert of alice.certificateChain)
      expect(hex(dss!.Certs)).toContain(Buffer.from(cert).toString('hex'));
    expect(dss!.Certs.length).toBe(4); // Alice, issuing CA, root, TSA
    expect(dss!.CRLs.length).toBe(2);
    const again = await extendToLT(lt, { revocation: pki.revocation });
    const merged = await readDss(again);
    expect(merged!.Certs.length).toBe(4);
    expect(merged!.CRLs.length).toBe(2);
  });

  it('B-LTA: three signers in turn, then a document timestamp that openssl ts verifies over the whole file', async () => {
    const carol = await pki.signer('Carol', 'ec');
    let pdf: Uint8Array = fixture('incremental/incr-form-filled-by-acrobat.pdf');
    for (const signer of [alice, bob, carol])
      pdf = await sign(pdf, { signer, level: 'B-T', tsa: pki.tsa });
    const lta = await addDocumentTimestamp(await extendToLT(pdf, { revocation: pki.revocation }), {
      tsa: pki.tsa,
    });
    await expectValid(lta, 4);
    const last = extractSignatures(lta).at(-1)!;
    expect(last.subFilter).toBe('ETSI.RFC3161');
    expect(last.byteRange[2]! + last.byteRange[3]!).toBe(lta.length);
    expect((await pdfsig(lta)).map((s) => s.field)).toEqual([
      'Signature1',
      'Signature2',
      'Signature3',
      'DocumentTimestamp1',
    ]);
  });

  it('sign at B-LTA does B-T, DSS and document timestamp in one call', async () => {
    const signed = await sign(fixture('versions/v2.0-utf8-annotation.pdf'), {
      signer: bob,
      level: 'B-LTA',
      tsa: pki.tsa,
      revocation: pki.revocation,
    });
    await expectValid(signed, 2);
    expect(extractSignatures(signed).map((s) => s.subFilter)).toEqual([
      'ETSI.CAdES.detached',
      'ETSI.RFC3161',
    ]);
    expect((await readDss(signed))?.CRLs.length).toBe(2);
  });

  it('merges into a DSS the file already has, keeping its entries and its earlier signatures valid', async () => {
    const original = fixture('signed/pades-lta-dss-doctimestamp.pdf');
    const before = await readDss(original);
    const signed = await sign(original, {
      signer: alice,
      level: 'B-LT',
      tsa: pki.tsa,
      revocation: pki.revocation,
    });
    const after = await readDss(signed);
    const hex = (list: Uint8Array[]) => list.map((b) => Buffer.from(b).toString('hex'));
    for (const kind of ['Certs', 'OCSPs', 'CRLs'] as const) {
      for (const entry of hex(before![kind])) expect(hex(after![kind])).toContain(entry);
    }
    expect(after!.Certs.length).toBeGreaterThan(before!.Certs.length);
    const report = await pdfsig(signed);
    expect(report.filter((s) => s.validation === 'Signature is Valid.')).toHaveLength(3);
  });

  it('refuses to extend a document without signatures', async () => {
    await expect(
      extendToLT(fixture('versions/v2.0-simple.pdf'), { revocation: pki.revocation }),
    ).rejects.toThrow(/no signature/);
  });
});
