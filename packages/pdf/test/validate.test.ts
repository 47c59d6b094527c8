import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { type SignatureValidation, ValidationError, validate } from '../src/index.ts';
import {
  fixture,
  fixtureNames,
  fixturePath,
  hasFixtures,
  missingFixturesNote,
} from './preflight-fixtures.ts';

interface PdfsigVerdict {
  valid: boolean | undefined;
  wholeDocument: boolean;
}

/** poppler's verdict per signature field: crypto check and whether it covers the whole file. */
function pdfsig(name: string): Map<string, PdfsigVerdict> {
  const out = execFileSync('pdfsig', ['-nocert', fixturePath(name)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const verdicts = new Map<string, PdfsigVerdict>();
  for (const block of out.split(/^Signature #\d+:$/m).slice(1)) {
    const field = /Signature Field Name: (.*)$/m.exec(block)?.[1]?.trim() ?? '';
    const verdict = /Signature Validation: (.*)$/m.exec(block)?.[1] ?? '';
    verdicts.set(field, {
      valid: verdict.includes('Signature is Valid')
        ? true
        : verdict.includes('not yet been verified')
          ? undefined
          : false,
      wholeDocument: block.includes('Total document signed'),
    });
  }
  return verdicts;
}

const SIGNED = fixtureNames().filter(
  (name) => name.startsWith('signed/') || name.startsWith('sig-anomalies/'),
);

describe.skipIf(!hasFixtures)('validate agrees with pdfsig on signed corpus files', () => {
  for (const name of SIGNED) {
    it(name, async () => {
      const report = await validate(fixture(name));
      const expected = pdfsig(name);
      expect(report.signatures.map((s) => s.fieldName).sort()).toEqual([...expected.keys()].sort());
      for (const signature of report.signatures) {
        const verdict = expected.get(signature.fieldName)!;
        if (verdict.valid === undefined) {
          // pdfsig does not check document time-stamps (ETSI.RFC3161).
          expect(signature.isDocumentTimestamp).toBe(true);
        } else {
          expect(signature.integrity.digestMatches && signature.integrity.signatureValid).toBe(
            verdict.valid,
          );
        }
        expect(signature.integrity.coversWholeFile).toBe(verdict.wholeDocument);
        expect(signature.signer?.commonName).toBeTruthy();
        if (!signature.subFilter.startsWith('ETSI.')) expect(signature.level).toBe('none');
      }
    });
  }
});

describe.skipIf(hasFixtures)('validate corpus', () => {
  it.skip(missingFixturesNote, () => {});
});

describe.skipIf(!hasFixtures)('validate on PAdES and anomaly fixtures', () => {
  const byField = (signatures: SignatureValidation[], field: string) =>
    signatures.find((s) => s.fieldName === field)!;

  it('reports the document time-stamp, the DSS and the levels of a PAdES LTA file', async () => {
    const report = await validate(fixture('signed/pades-lta-dss-doctimestamp.pdf'));
    const stamp = report.signatures.find((s) => s.isDocumentTimestamp)!;
    expect(stamp.subFilter).toBe('ETSI.RFC3161');
    expect(stamp.timestamp).toMatchObject({ valid: true, tsa: 'Time Stamping Authority' });
    expect(stamp.integrity).toEqual({
      byteRangeValid: true,
      coversWholeFile: false,
      digestMatches: true,
      signatureValid: true,
    });
    const first = byField(report.signatures, 'Sig1');
    expect(first.subFilter).toBe('ETSI.CAdES.detached');
    expect(first.timestamp?.valid).toBe(true);
    // Revocation data went into the DSS, then a document time-stamp covered it.
    expect(first.level).toBe('B-LTA');
    expect(first.modificationsAfter.kinds).toEqual(
      expect.arrayContaining(['dss', 'document-timestamp', 'signature']),
    );
    expect(first.modificationsAfter.allowed).toBe(true);
    // The second signature's revocation data is in the final DSS, with no time-stamp after it.
    const second = byField(report.signatures, 'Sig2');
    expect(second.level).toBe('B-LT');
    expect(second.modificationsAfter).toEqual({ kinds: ['dss'], allowed: true });
    expect(second.signer).toMatchObject({
      commonName: 'Alice',
      email: 'alice@example.com',
      organization: 'Example Inc',
    });
  });

  it('trusts a chain only when it reaches a given anchor', async () => {
    const pdf = fixture('signed/pades-lta-dss-doctimestamp.pdf');
    const untrusted = byField((await validate(pdf)).signatures, 'Sig1');
    expect(untrusted.chain.trusted).toBe(false);
    expect(untrusted.chain.problem).toMatch(/trust anchor/);
    expect(untrusted.chain.certificates.map((c) => c.subject)).toEqual([
      expect.stringContaining('CN=Alice'),
      expect.stringContaining('CN=Intermediate CA'),
      expect.stringContaining('CN=Root CA'),
    ]);
    // The fixture embeds its own test root (MANIFEST.md); take it from the signature itself.
    const anchors = rootsOf(pdf);
    const trusted = byField((await validate(pdf, { trustAnchors: anchors })).signatures, 'Sig1');
    expect(trusted.chain).toMatchObject({ trusted: true });
    expect(trusted.chain.problem).toBeUndefined();
    const other = rootsOf(fixture('signed/signpdf-1sig.pdf'));
    const wrongAnchor = byField((await validate(pdf, { trustAnchors: other })).signatures, 'Sig1');
    expect(wrongAnchor.chain.trusted).toBe(false);
  });

  it('flags a ByteRange that leaves the end of its revision unsigned', async () => {
    const [signature] = (await validate(fixture('sig-anomalies/byterange-tail-uncovered.pdf')))
      .signatures;
    expect(signature!.integrity.byteRangeValid).toBe(false);
    expect(signature!.integrity.digestMatches).toBe(true);
    expect(signature!.problems.join(' ')).toMatch(/unsigned/);
    expect(signature!.modificationsAfter).toEqual({ kinds: ['metadata'], allowed: true });
  });

  it('reports adbe.pkcs7 signatures at level none and reads encrypted files', async () => {
    const [signature] = (await validate(fixture('signed/acrobat-sign-encrypted.pdf'))).signatures;
    expect(signature).toMatchObject({
      fieldName: 'SignatureField1',
      subFilter: 'adbe.pkcs7.detached',
      level: 'none',
    });
    expect(signature!.signer?.commonName).toBe('Adobe Acrobat Sign');
    expect(signature!.signingTime?.toISOString()).toMatch(/^2023-12-24/);
  });

  it('notices a changed byte inside the signed range', async () => {
    const pdf = fixture('signed/signpdf-1sig.pdf').slice();
    pdf[200] = pdf[200] === 0x41 ? 0x42 : 0x41;
    const [signature] = (await validate(pdf)).signatures;
    expect(signature!.integrity.digestMatches).toBe(false);
    expect(signature!.integrity.signatureValid).toBe(true);
  });

  it('flags a later revision that changes page content', async () => {
    const signed = fixture('signed/signpdf-1sig.pdf');
    const document = await PDFDocument.load(signed, {
      forIncrementalUpdate: true,
      updateMetadata: false,
    });
    document.getPage(0).drawRectangle({ x: 10, y: 10, width: 50, height: 50, color: rgb(1, 0, 0) });
    const altered = await document.save();
    expect(
      Buffer.compare(Buffer.from(altered.subarray(0, signed.length)), Buffer.from(signed)),
    ).toBe(0);
    const [signature] = (await validate(altered)).signatures;
    expect(signature!.integrity).toMatchObject({
      digestMatches: true,
      signatureValid: true,
      coversWholeFile: false,
    });
    expect(signature!.modificationsAfter.allowed).toBe(false);
    expect(signature!.modificationsAfter.kinds).toContain('page');
  });

  it('lists a pre-allocated placeholder as an anomaly, not a signature', async () => {
    const report = await validate(fixture('sig-fields-empty/pdfkit-sig-placeholder.pdf'));
    expect(report.signatures).toEqual([]);
    expect(report.anomalies.join(' ')).toMatch(/Signature1/);
  });
});

/** Self-signed certificates in a file's first signature, extracted with openssl. */
function rootsOf(pdf: Uint8Array): Uint8Array[] {
  const text = Buffer.from(pdf).toString('latin1');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)/.exec(text)!;
  const hex = text.slice(Number(range[2]) + 1, Number(range[3]) - 1);
  const pem = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-print_certs'], {
    input: Buffer.from(hex, 'hex'),
    encoding: 'latin1',
  });
  return [...pem.matchAll(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g)]
    .map((match) => new X509Certificate(match[0]))
    .filter((certificate) => certificate.subject === certificate.issuer)
    .map((certificate) => new Uint8Array(certificate.raw));
}

describe('validate input checks', () => {
  it('refuses bytes that are not a PDF', async () => {
    const error = await validate(new TextEncoder().encode('hello')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).code).toBe('PDF_NOT_PDF');
  });

  it('reports no signatures on an unsigned document', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    expect(await validate(await document.save())).toEqual({ signatures: [], anomalies: [] });
  });
});
