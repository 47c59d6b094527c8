import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CscCredentialsInfoResponse,
  type CscSignerPort,
  type ExpectedSigner,
  signerCertificateMismatches,
  type TrustService,
  verifiedCscPdfSigner,
} from '../src/index.ts';
import { certificateFields } from '../src/x509/certificate-fields.ts';
import { openTestService, type TestDir, testDir } from './trust-test-kit.ts';

let dir: TestDir;
let service: TrustService;

beforeAll(async () => {
  dir = testDir();
  service = await openTestService(dir);
});
afterAll(() => dir.remove());

const CARLA: ExpectedSigner = { name: 'Carla Remote', email: 'carla@example.com' };
const signedAttributes = new Uint8Array(Buffer.from('signed attributes'));
const digest = createHash('sha256').update(signedAttributes).digest();
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function issue(subject: { name: string; email: string } = CARLA as never, rsa = false) {
  return service.issueCertificate({
    subject,
    level: 'aes',
    ...(rsa ? { keyAlgorithm: 'RSA-3072' as const } : {}),
  });
}

/** A remote provider's port: the built-in one, with credentials/info answered by `info`. */
function providerAnswering(
  info: (request: { credentialID: string }) => Promise<CscCredentialsInfoResponse>,
): CscSignerPort {
  return {
    credentialsList: (request) => service.csc.credentialsList(request),
    credentialsInfo: (request) => info(request),
    credentialsAuthorize: (request) => service.csc.credentialsAuthorize(request),
    signaturesSignHash: (request) => service.csc.signaturesSignHash(request),
  };
}

const infoOf = (credentialID: string) =>
  service.csc.credentialsInfo({ credentialID, certificates: 'chain', certInfo: true });

/** The certificate with the last octet of its serial number changed (its CA signature breaks). */
function withSwappedSerial(der: Uint8Array): Uint8Array {
  const copy = new Uint8Array(der);
  const serial = certificateFields(copy).serialContent;
  const last = serial.byteOffset - copy.byteOffset + serial.length - 1;
  copy[last] = copy[last]! ^ 0x01;
  return copy;
}

async function signWith(
  port: CscSignerPort,
  credentialID: string,
  expected = CARLA,
  data?: Uint8Array,
) {
  const { pdfSigner } = await verifiedCscPdfSigner(port, { credentialID, expected });
  return pdfSigner.signDigest(digest, data);
}

describe('verifiedCscPdfSigner: the certificate the signed attributes name signed the value', () => {
  it('signs through an honest provider, ECDSA and RSA, and names the credential’s serial', async () => {
    for (const rsa of [false, true]) {
      const credential = await issue(CARLA as never, rsa);
      const signer = await verifiedCscPdfSigner(service.csc, {
        credentialID: credential.credentialId,
        expected: CARLA,
      });
      expect(signer.serial).toBe(credential.serial);
      expect(signer.pdfSigner.certificateChain.map(b64)).toEqual(credential.chain.map(b64));
      expect(signer.pdfSigner.keyAlgorithm).toBe(rsa ? 'RSA' : 'ECDSA-P256');
      const value = await signer.pdfSigner.signDigest(digest);
      expect(value.length).toBeGreaterThan(60);
      await expect(signer.pdfSigner.signDigest(digest, signedAttributes)).resolves.toBeInstanceOf(
        Uint8Array,
      );
    }
  });

  it('refuses when the provider reports another credential’s certificate (same person)', async () => {
    const signing = await issue();
    const other = await issue();
    const port = providerAnswering(() => infoOf(other.credentialId));
    for (const data of [undefined, signedAttributes]) {
      await expect(signWith(port, signing.credentialId, CARLA, data)).rejects.toMatchObject({
        code: 'SIGNER_CERTIFICATE_MISMATCH',
        message: expect.stringContaining('does not verify'),
      });
    }
  });

  it('refuses when credentials/info reports a serial number the certificate does not have', async () => {
    const credential = await issue();
    const port = providerAnswering(async (request) => {
      const info = await infoOf(request.credentialID);
      return { ...info, cert: { ...info.cert, serialNumber: '0badc0ffee' } };
    });
    await expect(signWith(port, credential.credentialId)).rejects.toMatchObject({
      code: 'SIGNER_CERTIFICATE_MISMATCH',
      message: expect.stringMatching(/serial number .* differs from 0badc0ffee/),
    });
  });

  it('refuses a certificate whose serial number was swapped, even when info agrees with it', async () => {
    const credential = await issue();
    const port = providerAnswering(async (request) => {
      const info = await infoOf(request.credentialID);
      const [leaf, ...rest] = credential.chain;
      const swapped = withSwappedSerial(leaf!);
      return {
        ...info,
        cert: {
          ...info.cert,
          certificates: [b64(swapped), ...rest.map(b64)],
          serialNumber: certificateFields(swapped).serialHex,
        },
      };
    });
    const refusal = signWith(port, credential.credentialId);
    await expect(refusal).rejects.toMatchObject({ code: 'SIGNER_CERTIFICATE_MISMATCH' });
    await expect(refusal).rejects.toThrow(/not issued by the issuer/);
  });

  it('refuses a certificate of someone else than the signer the request expects', async () => {
    const credential = await issue({ name: 'Mallory Other', email: 'mallory@example.com' });
    const refusal = signWith(service.csc, credential.credentialId);
    await expect(refusal).rejects.toThrow(/does not name the signer "Carla Remote"/);
    await expect(refusal).rejects.toThrow(/e-mail carla@example.com/);
  });

  it('refuses a credential whose key or certificate is not usable', async () => {
    const credential = await issue();
    await service.revoke(credential.serial, 'keyCompromise');
    await expect(signWith(service.csc, credential.credentialId)).rejects.toMatchObject({
      code: 'CREDENTIAL_UNUSABLE',
    });
  });
});

describe('signerCertificateMismatches', () => {
  async function evidence() {
    const credential = await issue();
    const info = await infoOf(credential.credentialId);
    const { SAD } = await service.csc.credentialsAuthorize({
      credentialID: credential.credentialId,
      numSignatures: 1,
      hashes: [b64(digest)],
      hashAlgorithmOID: '2.16.840.1.101.3.4.2.1',
    });
    const { signatures } = await service.csc.signaturesSignHash({
      credentialID: credential.credentialId,
      SAD,
      hashes: [b64(digest)],
      hashAlgorithmOID: '2.16.840.1.101.3.4.2.1',
      signAlgo: '1.2.840.10045.4.3.2',
    });
    return {
      info,
      namedCertificate: credential.certificate,
      digest,
      signatureValue: new Uint8Array(Buffer.from(signatures[0]!, 'base64')),
      expected: CARLA,
    };
  }

  it('finds nothing wrong with the credential’s own certificate and value', async () => {
    expect(signerCertificateMismatches(await evidence())).toEqual([]);
  });

  it('accepts the issuer and serial in another spelling (RFC 4514 order, upper-case hex)', async () => {
    const good = await evidence();
    const issuerDN = good.info.cert.issuerDN!.split(', ').reverse().join(',');
    const serialNumber = good.info.cert.serialNumber!.toUpperCase();
    expect(
      signerCertificateMismatches({
        ...good,
        info: { ...good.info, cert: { ...good.info.cert, issuerDN, serialNumber } },
      }),
    ).toEqual([]);
  });

  it('verifies over the signed attributes when given them, with the same verdicts', async () => {
    const good = await evidence();
    const tampered = good.signatureValue.map((byte, i) => (i === 10 ? byte ^ 1 : byte));
    const otherData = new Uint8Array(Buffer.from('other attributes'));
    expect(signerCertificateMismatches({ ...good, signedData: signedAttributes })).toEqual([]);
    expect(
      signerCertificateMismatches({
        ...good,
        signedData: signedAttributes,
        signatureValue: tampered,
      }).join('; '),
    ).toMatch(/does not verify/);
    // Data that is not what the digest is of is ignored: the value is checked over the digest.
    expect(signerCertificateMismatches({ ...good, signedData: otherData })).toEqual([]);
    expect(
      signerCertificateMismatches({
        ...good,
        signedData: otherData,
        digest: createHash('sha256').update(otherData).digest(),
      }).join('; '),
    ).toMatch(/does not verify/);
  });

  it('names each mismatch', async () => {
    const good = await evidence();
    const other = await issue();
    const cases: [Partial<typeof good>, RegExp][] = [
      [{ namedCertificate: other.certificate }, /name another certificate/],
      [
        { info: { ...good.info, cert: { ...good.info.cert, issuerDN: 'CN=Elsewhere CA' } } },
        /issuer/,
      ],
      [
        { info: { ...good.info, cert: { ...good.info.cert, serialNumber: undefined } } },
        /serial number/,
      ],
      [{ info: { ...good.info, cert: { ...good.info.cert, certificates: [] } } }, /no certificate/],
      [{ expected: { ...CARLA, organization: 'Acme' } }, /organisation "Acme"/],
      [
        { signatureValue: good.signatureValue.map((byte, i) => (i === 10 ? byte ^ 1 : byte)) },
        /does not verify/,
      ],
      [{ digest: createHash('sha256').update('other').digest() }, /does not verify/],
    ];
    for (const [change, problem] of cases) {
      const problems = signerCertificateMismatches({ ...good, ...change });
      expect(problems.join('; ')).toMatch(problem);
    }
  });
});
