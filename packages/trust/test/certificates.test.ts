import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePolicyOid, SIGNET_ARC, TrustError, type TrustService } from '../src/index.ts';
import {
  BASE_URL,
  openssl,
  opensslOk,
  openTestService,
  parseExtension,
  type TestDir,
  testDir,
} from './trust-test-kit.ts';

let dir: TestDir;
let service: TrustService;
let rootPem: string;
let issuingPem: string;
let sealPem: string;

beforeAll(async () => {
  dir = testDir();
  service = await openTestService(dir);
  rootPem = dir.pem('root.pem', service.certificate('root'));
  issuingPem = dir.pem('issuing.pem', service.certificate('issuing'));
  sealPem = dir.pem('seal.pem', service.certificate('seal'));
});
afterAll(() => dir.remove());

const text = (file: string) => opensslOk(['x509', '-in', file, '-noout', '-text']);

describe('certificate authorities', () => {
  it('names every authority as a demo, not qualified CA', async () => {
    for (const name of ['root', 'issuing', 'seal', 'tsa'] as const) {
      const subject = new X509Certificate(service.certificate(name)).subject;
      expect(subject).toMatch(/CN=Signet Demo .*\(not qualified\)/);
    }
    expect(new X509Certificate(service.certificate('root')).subject).toContain(
      'CN=Signet Demo Root CA (not qualified)',
    );
  });

  it('makes the root a self-signed CA and the sub-CAs verify under it', async () => {
    const root = await text(rootPem);
    expect(root).toMatch(/Basic Constraints: critical\s+CA:TRUE\n/);
    expect(root).toMatch(/Key Usage: critical\s+Digital Signature, Certificate Sign, CRL Sign/);
    const issuing = await text(issuingPem);
    expect(issuing).toMatch(/CA:TRUE, pathlen:0/);
    expect(issuing).toContain(`URI:${BASE_URL}/crl/root.crl`);
    expect(issuing).toContain(`CA Issuers - URI:${BASE_URL}/ca/root.crt`);
    expect(await opensslOk(['verify', '-CAfile', rootPem, issuingPem, sealPem])).toContain('OK');
    expect(service.trustAnchors()).toEqual([service.certificate('root')]);
    expect(service.trustAnchorsPem()).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
  });

  it('gives the TSA certificate a single critical EKU timeStamping', async () => {
    const tsaPem = dir.pem('tsa.pem', service.certificate('tsa'));
    const tsa = await text(tsaPem);
    expect(tsa).toMatch(/Extended Key Usage: critical\s+Time Stamping\n/);
    expect(tsa).toMatch(/CA:FALSE/);
    expect(
      await opensslOk(['verify', '-CAfile', rootPem, '-purpose', 'timestampsign', tsaPem]),
    ).toContain('OK');
  });
});

describe('issueCertificate', () => {
  it('issues a signer certificate with the spec extensions, verifiable up to the root', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'Zoë Müller-Łukasiewicz 山田', email: 'zoe@example.com' },
      level: 'aes',
      legislation: 'eidas',
    });
    expect(credential.chain).toHaveLength(3);
    expect(credential.chain[0]).toEqual(credential.certificate);
    expect(credential.chain[2]).toEqual(service.certificate('root'));
    const signer = dir.pem('signer-aes.pem', credential.certificate);
    const out = await text(signer);
    expect(out).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation\n/);
    expect(out).toContain(`Policy: ${SIGNET_ARC}.1.2.1`);
    expect(out).toContain('Explicit Text: Signet demo certificate, level aes (eIDAS)');
    expect(out).toContain(`URI:${BASE_URL}/crl/issuing.crl`);
    expect(out).toContain(`OCSP - URI:${BASE_URL}/ocsp`);
    expect(out).toContain(`CA Issuers - URI:${BASE_URL}/ca/issuing.crt`);
    expect(out).toContain('email:zoe@example.com');
    expect(out).toContain('ASN1 OID: prime256v1');
    expect(out).not.toContain('qcStatements');
    const x509 = new X509Certificate(credential.certificate);
    expect(x509.subject).toContain('CN=Zoë Müller-Łukasiewicz 山田');
    expect(x509.issuer).toContain('CN=Signet Demo Issuing CA (not qualified)');
    expect(x509.serialNumber.toLowerCase()).toBe(credential.serial);
    expect(credential.serial).toMatch(/^[0-9a-f]{32}$/);
    const days = (Date.parse(x509.validTo) - Date.parse(x509.validFrom)) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    const verify = await opensslOk([
      'verify',
      '-CAfile',
      rootPem,
      '-untrusted',
      issuingPem,
      signer,
    ]);
    expect(verify).toContain(': OK');
  });

  it('adds QCStatements QcCompliance, QcSSCD and QcType esign at qes', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'Quentin Qualified', email: 'q@example.com' },
      level: 'qes',
      legislation: 'eidas',
    });
    const statements = await parseExtension(
      dir.file('qes.der', credential.certificate),
      'qcStatements',
    );
    expect(statements).toContain(':0.4.0.1862.1.1');
    expect(statements).toContain(':0.4.0.1862.1.4');
    expect(statements).toContain(':0.4.0.1862.1.6');
    expect(statements).toContain(':0.4.0.1862.1.6.1');
    expect(statements).not.toContain(':0.4.0.1862.1.7');
    const out = await text(dir.pem('qes.pem', credential.certificate));
    expect(out).toContain(`Policy: ${certificatePolicyOid('qes', 'eidas')}`);
  });

  it('issues seals from the seal CA with the organisation, QcType eseal and CH legislation at seal-qes under ZertES', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'Invoices', organization: 'Example AG' },
      level: 'seal-qes',
      legislation: 'zertes',
    });
    const x509 = new X509Certificate(credential.certificate);
    expect(x509.subject).toContain('O=Example AG');
    expect(x509.issuer).toContain('CN=Signet Demo Seal CA (not qualified)');
    const statements = await parseExtension(
      dir.file('seal-qes.der', credential.certificate),
      'qcStatements',
    );
    expect(statements).toContain(':0.4.0.1862.1.6.2');
    expect(statements).toContain(':0.4.0.1862.1.7');
    expect(statements).toContain('PRINTABLESTRING   :CH');
    const verify = await opensslOk([
      'verify',
      '-CAfile',
      rootPem,
      '-untrusted',
      sealPem,
      dir.pem('seal-qes.pem', credential.certificate),
    ]);
    expect(verify).toContain(': OK');
    expect(await text(dir.pem('seal-qes.pem', credential.certificate))).toContain(
      `URI:${BASE_URL}/crl/seal.crl`,
    );
  });

  it('gives each level its own policy OID under the Signet arc', () => {
    const levels = ['ses', 'aes', 'qes', 'demo', 'seal-aes', 'seal-qes'] as const;
    const oids = levels.map((level) => certificatePolicyOid(level));
    expect(new Set(oids).size).toBe(levels.length);
    for (const oid of oids) expect(oid.startsWith(`${SIGNET_ARC}.1.`)).toBe(true);
    expect(certificatePolicyOid('qes', 'zertes')).toBe(`${certificatePolicyOid('qes')}.2`);
  });

  it('issues RSA-3072 certificates on request', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'Rita RSA', email: 'rita@example.com' },
      level: 'ses',
      keyAlgorithm: 'RSA-3072',
    });
    expect(credential.keyAlgorithm).toBe('RSA-3072');
    const out = await text(dir.pem('rsa.pem', credential.certificate));
    expect(out).toContain('Public-Key: (3072 bit)');
    expect(out).toContain('Signature Algorithm: ecdsa-with-SHA256');
  });

  it('refuses bad input with an error naming the field', async () => {
    const attempt = (input: unknown) => service.issueCertificate(input as never);
    await expect(
      attempt({ subject: { name: '', email: 'a@example.com' }, level: 'ses' }),
    ).rejects.toThrow(/subject\.name/);
    await expect(
      attempt({ subject: { name: 'A', email: 'not-an-email' }, level: 'ses' }),
    ).rejects.toThrow(/subject\.email/);
    await expect(
      attempt({ subject: { name: 'A', email: 'a@example.com' }, level: 'gold' }),
    ).rejects.toThrow(/level/);
    await expect(attempt({ subject: { name: 'A' }, level: 'seal-aes' })).rejects.toThrow(
      /subject\.organization/,
    );
    await expect(
      attempt({
        subject: { name: 'A', email: 'a@example.com' },
        level: 'ses',
        keyAlgorithm: 'DSA',
      }),
    ).rejects.toThrow(/keyAlgorithm/);
    const error = await attempt({
      subject: { name: 'x'.repeat(65), email: 'a@example.com' },
      level: 'ses',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(TrustError);
    expect(error.code).toBe('INVALID_ARGUMENT');
  });

  it('fails openssl verification when the chain is cut at the issuing CA', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'A', email: 'a@example.com' },
      level: 'demo',
    });
    const result = await openssl([
      'verify',
      '-CAfile',
      rootPem,
      dir.pem('cut.pem', credential.certificate),
    ]);
    expect(result.code).not.toBe(0);
  });
});
