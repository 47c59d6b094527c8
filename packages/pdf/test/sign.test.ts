import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { SignError, sign } from '../src/index.ts';
import {
  extractSignatures,
  fixture,
  hasFixtures,
  opensslVerify,
  pdfsig,
  pyhankoRootPem,
  pyhankoSigner,
  qpdfCheck,
  startsWith,
} from './sign-test-kit.ts';

const signer = hasFixtures ? pyhankoSigner() : undefined;

async function expectAllValid(pdf: Uint8Array, count: number) {
  const report = await pdfsig(pdf);
  expect(report).toHaveLength(count);
  for (const entry of report) expect(entry.validation).toBe('Signature is Valid.');
  expect((await qpdfCheck(pdf)).ok).toBe(true);
  for (const signature of extractSignatures(pdf)) {
    const result = await opensslVerify(signature, pyhankoRootPem);
    expect(result.output).toContain('Verification successful');
  }
}

describe.skipIf(!hasFixtures)('sign at B-B (pyHanko test signer)', () => {
  it('appends a valid PAdES signature and leaves every original byte in place', async () => {
    const original = fixture('producers/pdftex-tracemonkey-14p.pdf');
    const signed = await sign(original, {
      signer: signer!,
      level: 'B-B',
      reason: 'Approved',
      location: 'Bern',
    });
    expect(startsWith(signed, original)).toBe(true);
    expect(signed.length).toBeGreaterThan(original.length + 16384 * 2);
    const [entry] = await pdfsig(signed);
    expect(entry?.type).toBe('ETSI.CAdES.detached');
    await expectAllValid(signed, 1);
  });

  it('keeps earlier signatures valid when a second signer signs', async () => {
    const original = fixture('xref/xref-stream-objstm.pdf');
    const once = await sign(original, { signer: signer!, level: 'B-B' });
    const twice = await sign(once, { signer: signer!, level: 'B-B' });
    expect(startsWith(twice, once)).toBe(true);
    expect((await pdfsig(twice)).map((s) => s.field)).toEqual(['Signature1', 'Signature2']);
    await expectAllValid(twice, 2);
  });

  it('fills a pre-placed empty signature field named by fieldName and leaves the others empty', async () => {
    const original = fixture('sig-fields-empty/two-empty-sigfields.pdf');
    const signed = await sign(original, { signer: signer!, level: 'B-B', fieldName: 'Sig2' });
    expect((await pdfsig(signed)).map((s) => s.field)).toEqual(['Sig2']);
    await expectAllValid(signed, 1);
    const again = await sign(signed, { signer: signer!, level: 'B-B', fieldName: 'Sig1' });
    expect((await pdfsig(again)).map((s) => s.field).sort()).toEqual(['Sig1', 'Sig2']);
    await expectAllValid(again, 2);
  });

  it('adds a new field rather than taking an empty one when no fieldName is given', async () => {
    const signed = await sign(fixture('sig-fields-empty/two-empty-sigfields.pdf'), {
      signer: signer!,
      level: 'B-B',
    });
    expect((await pdfsig(signed)).map((s) => s.field)).toEqual(['Signature1']);
  });

  it('fills the empty field of an Acrobat form stored in object streams', async () => {
    const original = fixture('sig-fields-empty/acrobat-empty-sigfield.pdf');
    const doc = await PDFDocument.load(original);
    const name = doc
      .getForm()
      .getFields()
      .find((f) => f.constructor.name === 'PDFSignature')
      ?.getName();
    expect(name).toBeTruthy();
    const signed = await sign(original, { signer: signer!, level: 'B-B', fieldName: name! });
    expect((await pdfsig(signed)).map((s) => s.field)).toEqual([name]);
    await expectAllValid(signed, 1);
  });

  it('refuses a field that is already signed', async () => {
    const signed = await sign(fixture('sig-fields-empty/two-empty-sigfields.pdf'), {
      signer: signer!,
      level: 'B-B',
      fieldName: 'Sig1',
    });
    await expect(
      sign(signed, { signer: signer!, level: 'B-B', fieldName: 'Sig1' }),
    ).rejects.toMatchObject({ code: 'FIELD_ALREADY_SIGNED' });
  });

  it('refuses an encrypted file instead of writing unencrypted objects into it', async () => {
    const error = await sign(fixture('encrypted/rc4-40-owner-pw-only.pdf'), {
      signer: signer!,
      level: 'B-B',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(SignError);
    expect(error.code).toBe('ENCRYPTED');
  });

  it('names the missing option', async () => {
    const pdf = fixture('versions/v2.0-simple.pdf');
    await expect(sign(pdf, { signer: signer!, level: 'B-T' })).rejects.toThrow(/^tsa:/);
    await expect(sign(pdf, { signer: signer!, level: 'B-X' as never })).rejects.toThrow(/^level:/);
    await expect(
      sign(pdf, { signer: { ...signer!, certificateChain: [] }, level: 'B-B' }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTION' });
  });

  it('fails clearly, writing nothing, when the CMS would not fit the reserved space', async () => {
    const hugeToken = new Uint8Array(40000).fill(0x30);
    const tsa = { timestamp: async () => hugeToken };
    await expect(
      sign(fixture('versions/v2.0-simple.pdf'), { signer: signer!, level: 'B-T', tsa }),
    ).rejects.toMatchObject({
      code: 'SIGNATURE_TOO_LARGE',
    });
  });

  it('signs files written with xref tables, hybrid xrefs, xref streams and linearization', async () => {
    for (const name of [
      'producers/word2010-hybrid-19p.pdf',
      'linearized/lin-pdfmaker-17p.pdf',
      'incremental/incr-acrobat-4rev.pdf',
      'versions/v2.0-lualatex-xrefstream.pdf',
    ]) {
      const original = fixture(name);
      const signed = await sign(original, { signer: signer!, level: 'B-B' });
      expect(startsWith(signed, original), name).toBe(true);
      await expectAllValid(signed, 1);
    }
  });
});
