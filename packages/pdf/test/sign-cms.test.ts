import { createHash } from 'node:crypto';
import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { describe, expect, it } from 'vitest';
import { sign } from '../src/index.ts';
import { extractSignatures, fixture, hasFixtures, pyhankoSigner } from './sign-test-kit.ts';
import { createOpensslPki } from './sign-test-pki.ts';

const hex = (b: ArrayBuffer | Uint8Array) =>
  Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)).toString('hex');

describe.skipIf(!hasFixtures)('the CMS in /Contents', () => {
  it('is a detached SignedData v1 with exactly the PAdES baseline signed attributes', async () => {
    const signer = pyhankoSigner();
    const signed = await sign(fixture('versions/v2.0-simple.pdf'), {
      signer,
      level: 'B-B',
      signingTime: new Date('2026-01-02T03:04:05Z'),
    });
    const [signature] = extractSignatures(signed);
    const contentInfo = pkijs.ContentInfo.fromBER(signature!.cms);
    expect(contentInfo.contentType).toBe('1.2.840.113549.1.7.2');
    const sd = new pkijs.SignedData({ schema: contentInfo.content });
    expect(sd.version).toBe(1);
    expect(sd.digestAlgorithms.map((a) => a.algorithmId)).toEqual(['2.16.840.1.101.3.4.2.1']);
    expect(sd.encapContentInfo.eContentType).toBe('1.2.840.113549.1.7.1');
    expect(sd.encapContentInfo.eContent).toBeUndefined();
    expect(sd.certificates?.map((c) => hex((c as pkijs.Certificate).toSchema().toBER()))).toEqual(
      signer.certificateChain.map(hex),
    );
    expect(sd.signerInfos).toHaveLength(1);
    const info = sd.signerInfos[0]!;
    expect(info.version).toBe(1);
    expect(info.sid).toBeInstanceOf(pkijs.IssuerAndSerialNumber);
    expect(info.signatureAlgorithm.algorithmId).toBe('1.2.840.113549.1.1.11');
    expect(info.unsignedAttrs).toBeUndefined();
    const attrs = info.signedAttrs!.attributes;
    expect(attrs.map((a) => a.type).sort()).toEqual(
      ['1.2.840.113549.1.9.16.2.47', '1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4'].sort(),
    );
    expect(attrs.map((a) => a.type)).not.toContain('1.2.840.113549.1.9.5');
    // DER SET OF: attributes appear in the order of their encodings.
    const encodings = attrs.map((a) => hex(a.toSchema().toBER()));
    expect(encodings).toEqual([...encodings].sort());
    const digest = attrs.find((a) => a.type === '1.2.840.113549.1.9.4')!
      .values[0] as asn1js.OctetString;
    expect(hex(digest.valueBlock.valueHexView)).toBe(
      createHash('sha256').update(signature!.signed).digest('hex'),
    );
    const v2 = attrs.find((a) => a.type === '1.2.840.113549.1.9.16.2.47')!
      .values[0] as asn1js.Sequence;
    const essCertId = (v2.valueBlock.value[0] as asn1js.Sequence).valueBlock
      .value[0] as asn1js.Sequence;
    const [certHash, issuerSerial] = essCertId.valueBlock.value as [
      asn1js.OctetString,
      asn1js.Sequence,
    ];
    expect(hex(certHash.valueBlock.valueHexView)).toBe(
      createHash('sha256').update(signer.certificateChain[0]!).digest('hex'),
    );
    const leaf = pkijs.Certificate.fromBER(signer.certificateChain[0]!);
    expect(hex((issuerSerial.valueBlock.value[1] as asn1js.Integer).valueBlock.valueHexView)).toBe(
      hex(leaf.serialNumber.valueBlock.valueHexView),
    );
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    expect(Buffer.from(signed).toString('latin1')).toContain('/M (D:20260102030405Z)');
    await PDFDocument.load(signed);
  });

  it('carries the signature timestamp as an unsigned attribute over the signature value at B-T', async () => {
    const signer = pyhankoSigner();
    const pki = await createOpensslPki();
    const seen: Uint8Array[] = [];
    const tokens: Uint8Array[] = [];
    // The openssl TSA, recording what it is asked to stamp and what it answers.
    const tsa = {
      async timestamp(digest: Uint8Array) {
        seen.push(digest);
        const token = await pki.tsa.timestamp(digest);
        tokens.push(token);
        return token;
      },
    };
    const signed = await sign(fixture('versions/v2.0-simple.pdf'), { signer, level: 'B-T', tsa });
    const sd = new pkijs.SignedData({
      schema: pkijs.ContentInfo.fromBER(extractSignatures(signed)[0]!.cms).content,
    });
    const info = sd.signerInfos[0]!;
    const attribute = info.unsignedAttrs!.attributes[0]!;
    expect(attribute.type).toBe('1.2.840.113549.1.9.16.2.14');
    expect(hex(attribute.values[0]!.toBER())).toBe(hex(tokens[0]!));
    expect(hex(seen[0]!)).toBe(
      createHash('sha256').update(info.signature.valueBlock.valueHexView).digest('hex'),
    );
  });
});
