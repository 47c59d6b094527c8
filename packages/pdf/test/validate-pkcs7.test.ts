import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../src/index.ts';
import { buildPdf } from './preflight-fixtures.ts';

const tmp = mkdtempSync(join(tmpdir(), 'signet-pkcs7-'));
const GAP = 8192;

beforeAll(() => {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=Legacy Signer/O=Old Tools/emailAddress=legacy@example.com',
      '-keyout',
      join(tmp, 'key.pem'),
      '-out',
      join(tmp, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
});

/**
 * A one-page PDF with a signature field whose dictionary has a fixed-width ByteRange and a
 * zero-filled /Contents, then the ByteRange filled in (ISO 32000-1 §12.8.1).
 */
function preparedPdf(subFilter: string) {
  const pdf = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] /SigFlags 3 >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
    '<< /FT /Sig /T (Legacy) /Type /Annot /Subtype /Widget /Rect [0 0 0 0] /P 3 0 R /V 5 0 R >>',
    `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /${subFilter} /M (D:20240102030405Z) /ByteRange [0 0000000000 0000000000 0000000000] /Contents <${'0'.repeat(GAP)}> >>`,
  ]);
  const text = Buffer.from(pdf).toString('latin1');
  const gapStart = text.indexOf('/Contents <') + '/Contents '.length;
  const gapEnd = gapStart + GAP + 2;
  const range = [0, gapStart, gapEnd, pdf.length - gapEnd];
  const filled = text.replace(
    '[0 0000000000 0000000000 0000000000]',
    `[0 ${range
      .slice(1)
      .map((n) => String(n).padStart(10, '0'))
      .join(' ')}]`,
  );
  const bytes = Buffer.from(filled, 'latin1');
  const signed = Buffer.concat([bytes.subarray(0, gapStart), bytes.subarray(gapEnd)]);
  return { bytes, signed, gapStart };
}

function withContents(bytes: Buffer, gapStart: number, cms: Buffer): Buffer {
  const hex = cms.toString('hex');
  const out = Buffer.from(bytes);
  out.write(hex, gapStart + 1, 'latin1');
  return out;
}

function opensslSign(content: Buffer, extra: string[], md = 'sha256'): Buffer {
  const input = join(tmp, 'content.bin');
  writeFileSync(input, content);
  const output = join(tmp, 'out.der');
  execFileSync('openssl', [
    'cms',
    '-sign',
    '-binary',
    '-outform',
    'DER',
    '-md',
    md,
    '-in',
    input,
    '-out',
    output,
    '-signer',
    join(tmp, 'cert.pem'),
    '-inkey',
    join(tmp, 'key.pem'),
    ...extra,
  ]);
  return readFileSync(output);
}

function pdfsigVerdict(pdf: Buffer): string {
  const path = join(tmp, 'check.pdf');
  writeFileSync(path, pdf);
  return execFileSync('pdfsig', ['-nocert', path], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

describe('validate on signatures from older tools', () => {
  it('checks adbe.pkcs7.sha1: the encapsulated SHA-1 digest and the signature over it', async () => {
    const { bytes, signed, gapStart } = preparedPdf('adbe.pkcs7.sha1');
    // As written by the tools of its time: SHA-1 throughout (ISO 32000-1 §12.8.3.3.1).
    const digest = createHash('sha1').update(signed).digest();
    const pdf = withContents(bytes, gapStart, opensslSign(digest, ['-nodetach'], 'sha1'));
    expect(pdfsigVerdict(pdf)).toMatch(/Signature is Valid/);
    const [signature] = (await validate(pdf)).signatures;
    expect(signature).toMatchObject({
      fieldName: 'Legacy',
      subFilter: 'adbe.pkcs7.sha1',
      level: 'none',
      signer: {
        commonName: 'Legacy Signer',
        organization: 'Old Tools',
        email: 'legacy@example.com',
      },
      integrity: {
        byteRangeValid: true,
        coversWholeFile: true,
        digestMatches: true,
        signatureValid: true,
      },
    });
    expect(signature!.signingTime?.toISOString()).toBe('2024-01-02T03:04:05.000Z');
    const tampered = Buffer.from(
      pdf.toString('latin1').replace('[0 0 200 200]', '[0 0 200 201]'),
      'latin1',
    );
    const [broken] = (await validate(tampered)).signatures;
    expect(broken!.integrity.digestMatches).toBe(false);
  });

  it('checks adbe.pkcs7.detached without signed attributes (signature over the bytes)', async () => {
    const { bytes, signed, gapStart } = preparedPdf('adbe.pkcs7.detached');
    const pdf = withContents(bytes, gapStart, opensslSign(signed, ['-noattr']));
    expect(pdfsigVerdict(pdf)).toMatch(/Signature is Valid/);
    const [signature] = (await validate(pdf)).signatures;
    expect(signature!.integrity).toEqual({
      byteRangeValid: true,
      coversWholeFile: true,
      digestMatches: true,
      signatureValid: true,
    });
    expect(signature!.level).toBe('none');
  });

  it('does not grant a PAdES level to a CAdES signature that carries signing-time', async () => {
    const { bytes, signed, gapStart } = preparedPdf('ETSI.CAdES.detached');
    // openssl adds content-type, signing-time and message-digest, but no signing-certificate-v2.
    const pdf = withContents(bytes, gapStart, opensslSign(signed, []));
    const [signature] = (await validate(pdf)).signatures;
    expect(signature!.integrity.signatureValid).toBe(true);
    expect(signature!.level).toBe('none');
    expect(signature!.problems.join(' ')).toMatch(/signing-certificate-v2|signing-time/);
  });
});
