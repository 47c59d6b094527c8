import { constants, createHash, publicDecrypt, verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OTP_FAILURES, SAD_LIFETIME_SECONDS, type TrustService } from '../src/index.ts';
import { openTestService, type TestDir, testDir } from './trust-test-kit.ts';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const ECDSA_SHA256 = '1.2.840.10045.4.3.2';
const RSA = '1.2.840.113549.1.1.1';

let dir: TestDir;
let service: TrustService;
let clock = Date.now();

beforeAll(async () => {
  dir = testDir();
  service = await openTestService(dir, { now: () => new Date(clock) });
});
afterAll(() => dir.remove());

const digestOf = (text: string) => createHash('sha256').update(text).digest();
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function issue(otp?: string, userID?: string) {
  return service.issueCertificate({
    subject: { name: 'Carla CSC', email: 'carla@example.com' },
    level: 'aes',
    ...(otp ? { otp } : {}),
    ...(userID ? { userID } : {}),
  });
}

describe('CSC v2 signer port', () => {
  it('lists credentials per user and describes one with its chain', async () => {
    const credential = await issue(undefined, 'user-list');
    const other = await issue(undefined, 'user-other');
    const list = await service.csc.credentialsList({ userID: 'user-list' });
    expect(list.credentialIDs).toEqual([credential.credentialId]);
    expect(list.credentialIDs).not.toContain(other.credentialId);
    const info = await service.csc.credentialsInfo({
      credentialID: credential.credentialId,
      certificates: 'chain',
      certInfo: true,
    });
    expect(info.cert.certificates).toEqual(credential.chain.map(b64));
    expect(info.cert.status).toBe('valid');
    expect(info.cert.serialNumber).toBe(credential.serial);
    expect(info.cert.subjectDN).toContain('CN=Carla CSC');
    expect(info.cert.validFrom).toMatch(/^\d{14}Z$/);
    expect(info.key).toMatchObject({ status: 'enabled', len: 256, curve: '1.2.840.10045.3.1.7' });
    expect(info.key.algo).toContain(ECDSA_SHA256);
    expect(info.SCAL).toBe('2');
    await expect(service.csc.credentialsInfo({ credentialID: 'missing' })).rejects.toMatchObject({
      code: 'CREDENTIAL_NOT_FOUND',
    });
  });

  it('signs authorized hashes: ECDSA signatures verify against the certificate', async () => {
    const credential = await issue();
    const hashes = [digestOf('one'), digestOf('two')];
    const { SAD, expiresIn } = await service.csc.credentialsAuthorize({
      credentialID: credential.credentialId,
      numSignatures: 2,
      hashes: hashes.map(b64),
      hashAlgorithmOID: SHA256,
    });
    expect(expiresIn).toBe(SAD_LIFETIME_SECONDS);
    const { signatures } = await service.csc.signaturesSignHash({
      credentialID: credential.credentialId,
      SAD,
      hashes: hashes.map(b64),
      hashAlgorithmOID: SHA256,
      signAlgo: ECDSA_SHA256,
    });
    const key = new X509Certificate(credential.certificate).publicKey;
    expect(verify('sha256', Buffer.from('one'), key, Buffer.from(signatures[0]!, 'base64'))).toBe(
      true,
    );
    expect(verify('sha256', Buffer.from('two'), key, Buffer.from(signatures[1]!, 'base64'))).toBe(
      true,
    );
    expect(verify('sha256', Buffer.from('one'), key, Buffer.from(signatures[1]!, 'base64'))).toBe(
      false,
    );
  });

  it('refuses to reuse a SAD', async () => {
    const credential = await issue();
    const hash = b64(digestOf('once'));
    const request = { credentialID: credential.credentialId, numSignatures: 1, hashes: [hash] };
    const { SAD } = await service.csc.credentialsAuthorize(request);
    const sign = () =>
      service.csc.signaturesSignHash({
        credentialID: credential.credentialId,
        SAD,
        hashes: [hash],
        hashAlgorithmOID: SHA256,
        signAlgo: ECDSA_SHA256,
      });
    await expect(sign()).resolves.toHaveProperty('signatures');
    await expect(sign()).rejects.toMatchObject({ code: 'SAD_INVALID' });
  });

  it('refuses a hash the SAD does not authorize, and more hashes than numSignatures', async () => {
    const credential = await issue();
    const authorize = () =>
      service.csc.credentialsAuthorize({
        credentialID: credential.credentialId,
        numSignatures: 1,
        hashes: [b64(digestOf('approved'))],
      });
    const signHash = async (hashes: string[]) =>
      service.csc.signaturesSignHash({
        credentialID: credential.credentialId,
        SAD: (await authorize()).SAD,
        hashes,
        hashAlgorithmOID: SHA256,
        signAlgo: ECDSA_SHA256,
      });
    await expect(signHash([b64(digestOf('smuggled'))])).rejects.toMatchObject({
      code: 'HASH_NOT_AUTHORIZED',
    });
    await expect(
      signHash([b64(digestOf('approved')), b64(digestOf('approved'))]),
    ).rejects.toMatchObject({
      code: 'HASH_NOT_AUTHORIZED',
    });
    await expect(
      service.csc.credentialsAuthorize({
        credentialID: credential.credentialId,
        numSignatures: 2,
        hashes: [b64(digestOf('approved'))],
      }),
    ).rejects.toThrow(/numSignatures/);
  });

  it('refuses a SAD of another credential and an expired SAD', async () => {
    const [a, b] = await Promise.all([issue(), issue()]);
    const hash = b64(digestOf('x'));
    const { SAD } = await service.csc.credentialsAuthorize({
      credentialID: a.credentialId,
      numSignatures: 1,
      hashes: [hash],
    });
    const sign = (credentialID: string, sad: string) =>
      service.csc.signaturesSignHash({
        credentialID,
        SAD: sad,
        hashes: [hash],
        hashAlgorithmOID: SHA256,
        signAlgo: ECDSA_SHA256,
      });
    await expect(sign(b.credentialId, SAD)).rejects.toMatchObject({ code: 'SAD_INVALID' });
    const fresh = await service.csc.credentialsAuthorize({
      credentialID: a.credentialId,
      numSignatures: 1,
      hashes: [hash],
    });
    clock += (SAD_LIFETIME_SECONDS + 1) * 1000;
    await expect(sign(a.credentialId, fresh.SAD)).rejects.toMatchObject({ code: 'SAD_EXPIRED' });
  });

  it('requires the OTP the credential was issued with, refuses a wrong one and locks after repeated failures', async () => {
    const credential = await issue('493021');
    const authorize = (OTP?: string) =>
      service.csc.credentialsAuthorize({
        credentialID: credential.credentialId,
        numSignatures: 1,
        hashes: [b64(digestOf('otp'))],
        ...(OTP === undefined ? {} : { OTP }),
      });
    await expect(authorize()).rejects.toMatchObject({ code: 'OTP_REQUIRED' });
    await expect(authorize('000000')).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(authorize('493021')).resolves.toHaveProperty('SAD');
    const info = await service.csc.credentialsInfo({ credentialID: credential.credentialId });
    expect(info.auth.objects?.[0]?.type).toBe('OTP');
    for (let i = 1; i < MAX_OTP_FAILURES; i++)
      await expect(authorize('111111')).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(authorize('111111')).rejects.toMatchObject({ code: 'OTP_LOCKED' });
    await expect(authorize('493021')).rejects.toMatchObject({ code: 'OTP_LOCKED' });
  });

  it('stores the OTP only as a keyed hash', async () => {
    const credential = await issue('plain-otp-987');
    const record = readFileSync(
      join(dir.path, 'data', 'trust', 'credentials', `${credential.credentialId}.json`),
      'utf8',
    );
    expect(record).not.toContain('plain-otp-987');
    expect(JSON.parse(record).otpHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('stops signing once the certificate is revoked', async () => {
    const credential = await issue();
    await service.revoke(credential.serial, 'keyCompromise');
    await expect(
      service.csc.credentialsAuthorize({
        credentialID: credential.credentialId,
        numSignatures: 1,
        hashes: [b64(digestOf('r'))],
      }),
    ).rejects.toMatchObject({ code: 'CREDENTIAL_UNUSABLE' });
    const info = await service.csc.credentialsInfo({ credentialID: credential.credentialId });
    expect(info.cert.status).toBe('revoked');
    expect(info.key.status).toBe('disabled');
  });

  it('refuses a signAlgo that does not fit the key', async () => {
    const credential = await issue();
    const hash = b64(digestOf('alg'));
    const { SAD } = await service.csc.credentialsAuthorize({
      credentialID: credential.credentialId,
      numSignatures: 1,
      hashes: [hash],
    });
    await expect(
      service.csc.signaturesSignHash({
        credentialID: credential.credentialId,
        SAD,
        hashes: [hash],
        hashAlgorithmOID: SHA256,
        signAlgo: RSA,
      }),
    ).rejects.toMatchObject({ code: 'ALGORITHM_UNSUPPORTED' });
  });
});

describe('pdfSignerFor', () => {
  it('returns DER ECDSA-Sig-Value over the digest through the CSC flow', async () => {
    const credential = await issue('246810');
    const signer = service.pdfSignerFor(credential, { otp: '246810' });
    expect(signer.keyAlgorithm).toBe('ECDSA-P256');
    expect(signer.certificateChain).toEqual(credential.chain);
    const signature = await signer.signDigest(new Uint8Array(digestOf('signed attributes')));
    expect(signature[0]).toBe(0x30);
    const key = new X509Certificate(credential.certificate).publicKey;
    expect(
      verify('sha256', Buffer.from('signed attributes'), { key, dsaEncoding: 'der' }, signature),
    ).toBe(true);
    await expect(
      service.pdfSignerFor(credential, { otp: 'wrong' }).signDigest(new Uint8Array(32)),
    ).rejects.toMatchObject({
      code: 'OTP_INVALID',
    });
  });

  it('returns PKCS#1 v1.5 signatures for RSA-3072 credentials', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'Rolf RSA', email: 'rolf@example.com' },
      level: 'qes',
      keyAlgorithm: 'RSA-3072',
    });
    const signer = service.pdfSignerFor(credential);
    expect(signer.keyAlgorithm).toBe('RSA');
    const digest = digestOf('rsa attributes');
    const signature = await signer.signDigest(new Uint8Array(digest));
    expect(signature).toHaveLength(384);
    const key = new X509Certificate(credential.certificate).publicKey;
    expect(verify('sha256', Buffer.from('rsa attributes'), key, signature)).toBe(true);
    const block = publicDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, signature);
    expect(block.subarray(-32)).toEqual(digest);
  });
});
