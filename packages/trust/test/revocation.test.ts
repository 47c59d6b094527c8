import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedCredential, TrustService } from '../src/index.ts';
import { openssl, opensslOk, openTestService, type TestDir, testDir } from './trust-test-kit.ts';

let dir: TestDir;
let service: TrustService;
let rootPem: string;
let issuingPem: string;

beforeAll(async () => {
  dir = testDir();
  service = await openTestService(dir);
  rootPem = dir.pem('root.pem', service.certificate('root'));
  issuingPem = dir.pem('issuing.pem', service.certificate('issuing'));
});
afterAll(() => dir.remove());

const issue = (name: string): Promise<IssuedCredential> =>
  service.issueCertificate({ subject: { name, email: 'signer@example.com' }, level: 'ses' });

interface OcspCheck {
  /** `openssl ocsp -reqin -respin`: signature and nonce checked against the request. */
  verified: string;
  /** `openssl ocsp -respin -cert`: the status line for the certificate. */
  status: string;
  text: string;
}

/** openssl builds the request, the service answers, openssl verifies the answer against the root. */
async function ocspCheck(
  name: string,
  signerPem: string,
  issuerPem = issuingPem,
): Promise<OcspCheck> {
  const request = dir.file(`${name}.ocsp-req`);
  await opensslOk(['ocsp', '-issuer', issuerPem, '-cert', signerPem, '-reqout', request]);
  const response = dir.file(
    `${name}.ocsp-resp`,
    await service.respondOcsp(new Uint8Array(readFileSync(request))),
  );
  return {
    verified: await opensslOk(['ocsp', '-reqin', request, '-respin', response, '-CAfile', rootPem]),
    status: await opensslOk([
      'ocsp',
      '-respin',
      response,
      '-CAfile',
      rootPem,
      '-issuer',
      issuerPem,
      '-cert',
      signerPem,
      '-no_nonce',
    ]),
    text: await opensslOk(['ocsp', '-respin', response, '-resp_text', '-noverify']),
  };
}

describe('OCSP (RFC 6960)', () => {
  it('answers good, and revoked after revoke(), in responses openssl verifies with the nonce echoed', async () => {
    const credential = await issue('Olga OCSP');
    const signerPem = dir.pem('olga.pem', credential.certificate);
    const good = await ocspCheck('olga-good', signerPem);
    expect(good.verified).toBe('Response verify OK\n');
    expect(good.status).toContain(`${signerPem}: good`);
    expect(good.text).toContain('OCSP Nonce');
    expect(good.text).toContain('Responder Id: ');
    await service.revoke(credential.serial, 'keyCompromise');
    const revoked = await ocspCheck('olga-revoked', signerPem);
    expect(revoked.verified).toBe('Response verify OK\n');
    expect(revoked.status).toContain(`${signerPem}: revoked`);
    expect(revoked.status).toContain('Reason: keyCompromise');
  });

  it('matches CertIDs hashed with SHA-256 as well as SHA-1', async () => {
    const credential = await issue('Sven SHA-256');
    const signerPem = dir.pem('sven.pem', credential.certificate);
    const request = dir.file('sven.ocsp-req');
    await opensslOk([
      'ocsp',
      '-sha256',
      '-issuer',
      issuingPem,
      '-cert',
      signerPem,
      '-reqout',
      request,
    ]);
    const response = dir.file(
      'sven.ocsp-resp',
      await service.respondOcsp(new Uint8Array(readFileSync(request))),
    );
    expect(
      await opensslOk(['ocsp', '-reqin', request, '-respin', response, '-CAfile', rootPem]),
    ).toBe('Response verify OK\n');
    const text = await opensslOk(['ocsp', '-respin', response, '-resp_text', '-noverify']);
    expect(text).toContain('Hash Algorithm: sha256');
    expect(text).toContain('Cert Status: good');
  });

  it('answers unknown for a serial the CA never issued', async () => {
    const credential = await issue('Real');
    const forged = Buffer.from(credential.certificate);
    // Flip one byte of the serial: the issuer hashes still match, the serial is unknown.
    const serialAt = forged.indexOf(Buffer.from(credential.serial, 'hex'));
    forged[serialAt + 15] = forged[serialAt + 15]! ^ 0xff;
    const forgedPem = dir.pem('forged.pem', forged);
    const request = dir.file('forged.ocsp-req');
    await opensslOk(['ocsp', '-issuer', issuingPem, '-cert', forgedPem, '-reqout', request]);
    const response = dir.file(
      'forged.ocsp-resp',
      await service.respondOcsp(new Uint8Array(readFileSync(request))),
    );
    const text = await opensslOk(['ocsp', '-respin', response, '-resp_text', '-noverify']);
    expect(text).toContain('Cert Status: unknown');
  });

  it('answers the root for its subordinate CAs', async () => {
    const check = await ocspCheck('issuing-ca', issuingPem, rootPem);
    expect(check.verified).toBe('Response verify OK\n');
    expect(check.status).toContain(`${issuingPem}: good`);
  });

  it('answers malformedRequest to bytes that are not an OCSPRequest, unauthorized to foreign issuers', async () => {
    const malformed = dir.file(
      'bad.ocsp-resp',
      await service.respondOcsp(new Uint8Array([0x30, 0x03, 0x02, 0x01])),
    );
    const malformedText = await openssl(['ocsp', '-respin', malformed, '-resp_text', '-noverify']);
    expect(`${malformedText.stdout}${malformedText.stderr}`).toContain(
      'Responder Error: malformedrequest (1)',
    );
    const otherDir = testDir();
    try {
      const other = await openTestService(otherDir);
      const foreign = await other.issueCertificate({
        subject: { name: 'F', email: 'f@example.com' },
        level: 'ses',
      });
      const request = dir.file('foreign.ocsp-req');
      await opensslOk([
        'ocsp',
        '-issuer',
        dir.pem('other-issuing.pem', other.certificate('issuing')),
        '-cert',
        dir.pem('foreign.pem', foreign.certificate),
        '-reqout',
        request,
      ]);
      const response = dir.file(
        'foreign.ocsp-resp',
        await service.respondOcsp(new Uint8Array(readFileSync(request))),
      );
      const text = await openssl(['ocsp', '-respin', response, '-resp_text', '-noverify']);
      expect(`${text.stdout}${text.stderr}`).toContain('Responder Error: unauthorized (6)');
    } finally {
      otherDir.remove();
    }
  });
});

describe('CRLs (RFC 5280 §5)', () => {
  it('lists revoked serials with reason in a CRL openssl verifies, with a rising CRL number', async () => {
    const credential = await issue('Carl CRL');
    const first = dir.file('first.crl', await service.crl('issuing'));
    await service.revoke(credential.serial, 'superseded');
    const second = dir.file('second.crl', await service.crl('issuing'));
    const text = await opensslOk([
      'crl',
      '-inform',
      'DER',
      '-in',
      second,
      '-noout',
      '-text',
      '-CAfile',
      issuingPem,
      '-verify',
    ]);
    expect(text).toContain('verify OK');
    expect(text).toContain(`Serial Number: ${credential.serial.toUpperCase()}`);
    expect(text).toContain('Superseded');
    expect(text).toMatch(/Issuer: .*CN = Signet Demo Issuing CA \(not qualified\)/);
    const number = (out: string) => Number(/CRL Number: \n\s+(\d+)/.exec(out)?.[1]);
    const firstText = await opensslOk(['crl', '-inform', 'DER', '-in', first, '-noout', '-text']);
    expect(firstText).not.toContain(credential.serial.toUpperCase());
    expect(number(text)).toBeGreaterThan(number(firstText));
    const updates = /Last Update: (.*)\n\s+Next Update: (.*)/.exec(text)!;
    expect(Date.parse(updates[2]!) - Date.parse(updates[1]!)).toBe(24 * 3600 * 1000);
  });

  it('makes openssl verify fail for a revoked certificate when CRLs are checked', async () => {
    const credential = await issue('Rex Revoked');
    const signer = dir.pem('rex.pem', credential.certificate);
    const crls = () => Promise.all([service.crl('root'), service.crl('issuing')]);
    const [rootCrl, issuingCrl] = await crls();
    const crlFile = async (name: string, der: Uint8Array) => {
      const file = dir.file(name, der);
      await opensslOk(['crl', '-inform', 'DER', '-in', file, '-out', `${file}.pem`]);
      return `${file}.pem`;
    };
    const args = async (tag: string, root: Uint8Array, issuing: Uint8Array) => [
      'verify',
      '-crl_check_all',
      '-CAfile',
      rootPem,
      '-untrusted',
      issuingPem,
      '-CRLfile',
      await crlFile(`${tag}-root.crl`, root),
      '-CRLfile',
      await crlFile(`${tag}-issuing.crl`, issuing),
      signer,
    ];
    expect((await openssl(await args('before', rootCrl, issuingCrl))).code).toBe(0);
    await service.revoke(credential.serial, 'cessationOfOperation');
    const [rootAfter, issuingAfter] = await crls();
    const after = await openssl(await args('after', rootAfter, issuingAfter));
    expect(after.code).not.toBe(0);
    expect(`${after.stdout}${after.stderr}`).toContain('certificate revoked');
  });

  it('refuses unknown CA names and unknown serials', async () => {
    await expect(service.crl('nope')).rejects.toMatchObject({ code: 'UNKNOWN_CA' });
    await expect(service.revoke('abcdef', 'keyCompromise')).rejects.toMatchObject({
      code: 'CERTIFICATE_NOT_FOUND',
    });
    await expect(service.revoke('xyz')).rejects.toThrow(/serial/);
    const credential = await issue('Reason');
    await expect(service.revoke(credential.serial, 'bored' as never)).rejects.toThrow(/reason/);
    const spelled = `00:${credential.serial.toUpperCase().match(/../g)!.join(':')}`;
    await service.revoke(spelled, 'privilegeWithdrawn');
    const crl = dir.file('spelled.crl', await service.crl('issuing'));
    const text = await opensslOk(['crl', '-inform', 'DER', '-in', crl, '-noout', '-text']);
    expect(text).toContain(`Serial Number: ${credential.serial.toUpperCase()}`);
    expect(text).toContain('Privilege Withdrawn');
  });
});

describe('revocationData (PAdES B-LT)', () => {
  it('returns OCSP responses for signer and issuing CA, both CRLs and the CA certificates', async () => {
    const credential = await issue('Lia LTV');
    const data = await service.revocationData(credential.chain);
    expect(data.ocspResponses).toHaveLength(2);
    expect(data.crls).toHaveLength(2);
    expect(data.certificates).toEqual([
      service.certificate('issuing'),
      service.certificate('root'),
    ]);
    const signerPem = dir.pem('lia.pem', credential.certificate);
    const signerResponse = dir.file('lia.ocsp', data.ocspResponses[0]!);
    const verified = await opensslOk([
      'ocsp',
      '-respin',
      signerResponse,
      '-CAfile',
      rootPem,
      '-issuer',
      issuingPem,
      '-cert',
      signerPem,
      '-no_nonce',
    ]);
    expect(verified).toContain('Response verify OK');
    expect(verified).toContain(`${signerPem}: good`);
    const caResponse = dir.file('lia-ca.ocsp', data.ocspResponses[1]!);
    const caVerified = await opensslOk([
      'ocsp',
      '-respin',
      caResponse,
      '-CAfile',
      rootPem,
      '-issuer',
      rootPem,
      '-cert',
      issuingPem,
      '-no_nonce',
    ]);
    expect(caVerified).toContain(`${issuingPem}: good`);
    const bothCas = dir.pem('cas.pem', [
      service.certificate('root'),
      service.certificate('issuing'),
    ]);
    for (const [index, crl] of data.crls.entries()) {
      const file = dir.file(`lia-${index}.crl`, crl);
      expect(
        await opensslOk([
          'crl',
          '-inform',
          'DER',
          '-in',
          file,
          '-noout',
          '-CAfile',
          bothCas,
          '-verify',
        ]),
      ).toContain('verify OK');
    }
  });

  it('skips certificates of other issuers', async () => {
    const otherDir = testDir();
    try {
      const other = await openTestService(otherDir);
      const foreign = await other.issueCertificate({
        subject: { name: 'F', email: 'f@example.com' },
        level: 'ses',
      });
      expect(await service.revocationData(foreign.chain)).toEqual({
        ocspResponses: [],
        crls: [],
        certificates: [],
      });
    } finally {
      otherDir.remove();
    }
  });
});
