import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OTP_FAILURES, type TrustService } from '../src/index.ts';
import { openTestService, type TestDir, testDir } from './trust-test-kit.ts';

let dir: TestDir;
let service: TrustService;

beforeAll(async () => {
  dir = testDir();
  service = await openTestService(dir);
});
afterAll(() => dir.remove());

const hash = createHash('sha256').update('document').digest('base64');
const authorize = (credentialID: string, OTP: string) =>
  service.csc.credentialsAuthorize({ credentialID, numSignatures: 1, hashes: [hash], OTP });

describe('a new one-time code for a credential (what CSC credentials/sendOTP sends)', () => {
  it('replaces the old code; wrong tries keep counting, so a new code never unlocks', async () => {
    const credential = await service.issueCertificate({
      subject: { name: 'Olga OTP', email: 'olga@example.com' },
      level: 'qes',
      otp: 'enrolment-secret',
    });
    const id = credential.credentialId;
    await service.setOtp(id, '123456');
    await expect(authorize(id, 'enrolment-secret')).rejects.toMatchObject({ code: 'OTP_INVALID' });
    expect((await authorize(id, '123456')).SAD).toMatch(/.{20,}/);

    await service.setOtp(id, '654321');
    await expect(authorize(id, '123456')).rejects.toMatchObject({ code: 'OTP_INVALID' });
    for (let i = 2; i < MAX_OTP_FAILURES; i++) {
      await expect(authorize(id, '000000')).rejects.toMatchObject({ code: 'OTP_INVALID' });
    }
    await expect(authorize(id, '000000')).rejects.toMatchObject({ code: 'OTP_LOCKED' });
    await service.setOtp(id, '111111');
    await expect(authorize(id, '111111')).rejects.toMatchObject({ code: 'OTP_LOCKED' });
    const info = await service.csc.credentialsInfo({ credentialID: id, certificates: 'none' });
    expect(info.key.status).toBe('disabled');
  });

  it('refuses an unknown credential and a code of the wrong length', async () => {
    await expect(service.setOtp('0'.repeat(32), '123456')).rejects.toMatchObject({
      code: 'CREDENTIAL_NOT_FOUND',
    });
    const credential = await service.issueCertificate({
      subject: { name: 'Olga OTP' },
      level: 'qes',
    });
    await expect(service.setOtp(credential.credentialId, '12')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });
});
