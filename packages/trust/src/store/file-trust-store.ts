import { join } from 'node:path';
import { invalidArgument } from '../errors.ts';
import {
  createJsonExclusive,
  readJson,
  readJsonDir,
  removeStaleFiles,
  takeJson,
  writeJsonAtomic,
} from './atomic-file.ts';
import type {
  AuthorizationRecord,
  CaName,
  CertificateRecord,
  CredentialRecord,
  RevocationReason,
  StoredAuthorities,
  TrustStore,
} from './trust-store.ts';

const SWEEP_INTERVAL_MS = 5 * 60_000;
const STALE_AUTHORIZATION_MS = 60 * 60_000;
const HEX = /^[0-9a-f]{1,64}$/;
const CREDENTIAL_ID = /^[A-Za-z0-9-]{1,64}$/;

function safeName(value: string, pattern: RegExp, field: string): string {
  if (!pattern.test(value)) throw invalidArgument(field, 'has characters that are not allowed');
  return value;
}

/**
 * The embedded default: one JSON file per record under a directory, each written atomically.
 * Read-modify-write steps are serialised within the process; one process owns a directory.
 */
export class FileTrustStore implements TrustStore {
  private queue: Promise<unknown> = Promise.resolve();
  private lastSweep = 0;

  constructor(private readonly dir: string) {}

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private path(...parts: string[]): string {
    return join(this.dir, ...parts);
  }

  async loadAuthorities(): Promise<StoredAuthorities | undefined> {
    return readJson<StoredAuthorities>(this.path('authorities.json'));
  }

  async createAuthorities(authorities: StoredAuthorities): Promise<StoredAuthorities> {
    if (await createJsonExclusive(this.path('authorities.json'), authorities)) return authorities;
    return (await this.loadAuthorities())!;
  }

  async replaceAuthorities(authorities: StoredAuthorities): Promise<void> {
    return writeJsonAtomic(this.path('authorities.json'), authorities);
  }

  private certificateFile(serial: string): string {
    return this.path('certificates', `${safeName(serial, HEX, 'serial')}.json`);
  }

  async putCertificate(record: CertificateRecord): Promise<void> {
    return writeJsonAtomic(this.certificateFile(record.serial), record);
  }

  async getCertificate(serial: string): Promise<CertificateRecord | undefined> {
    return readJson<CertificateRecord>(this.certificateFile(serial));
  }

  revokeCertificate(
    serial: string,
    revocation: { revokedAt: string; reason: RevocationReason },
  ): Promise<CertificateRecord | undefined> {
    return this.exclusive(async () => {
      const record = await this.getCertificate(serial);
      if (!record) return undefined;
      if (record.status === 'revoked') return record;
      const revoked: CertificateRecord = { ...record, status: 'revoked', ...revocation };
      await writeJsonAtomic(
        this.path('revocations', record.issuer, `${record.serial}.json`),
        revoked,
      );
      await writeJsonAtomic(this.certificateFile(serial), revoked);
      return revoked;
    });
  }

  listRevoked(issuer: CaName): Promise<CertificateRecord[]> {
    return readJsonDir<CertificateRecord>(this.path('revocations', issuer));
  }

  nextCrlNumber(issuer: CaName): Promise<bigint> {
    return this.exclusive(async () => {
      const file = this.path('crl-numbers', `${issuer}.json`);
      const current = await readJson<{ next: string }>(file);
      const next = BigInt(current?.next ?? '1');
      await writeJsonAtomic(file, { next: String(next + 1n) });
      return next;
    });
  }

  private credentialFile(credentialID: string): string {
    return this.path(
      'credentials',
      `${safeName(credentialID, CREDENTIAL_ID, 'credentialID')}.json`,
    );
  }

  async putCredential(record: CredentialRecord): Promise<void> {
    return writeJsonAtomic(this.credentialFile(record.credentialID), record);
  }

  async getCredential(credentialID: string): Promise<CredentialRecord | undefined> {
    if (!CREDENTIAL_ID.test(credentialID)) return undefined;
    return readJson<CredentialRecord>(this.credentialFile(credentialID));
  }

  async listCredentials(userID?: string): Promise<CredentialRecord[]> {
    const records = await readJsonDir<CredentialRecord>(this.path('credentials'));
    return records.filter((record) => userID === undefined || record.userID === userID);
  }

  countOtpFailure(credentialID: string, reset: boolean): Promise<number> {
    return this.exclusive(async () => {
      const record = await this.getCredential(credentialID);
      if (!record) return 0;
      const otpFailures = reset ? 0 : record.otpFailures + 1;
      await this.putCredential({ ...record, otpFailures });
      return otpFailures;
    });
  }

  setOtpHash(credentialID: string, otpHash: string): Promise<boolean> {
    return this.exclusive(async () => {
      const record = await this.getCredential(credentialID);
      if (!record) return false;
      await this.putCredential({ ...record, otpHash });
      return true;
    });
  }

  /** Grants never used are removed once well past any SAD lifetime, at most every few minutes. */
  private async sweepAuthorizations(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    await removeStaleFiles(this.path('authorizations'), now - STALE_AUTHORIZATION_MS);
  }

  private authorizationFile(sadHash: string): string {
    return this.path('authorizations', `${safeName(sadHash, HEX, 'SAD')}.json`);
  }

  async putAuthorization(sadHash: string, record: AuthorizationRecord): Promise<void> {
    await this.sweepAuthorizations();
    // A SAD lost in a crash only means authorizing again.
    await writeJsonAtomic(this.authorizationFile(sadHash), record, false);
  }

  async takeAuthorization(sadHash: string): Promise<AuthorizationRecord | undefined> {
    return takeJson<AuthorizationRecord>(this.authorizationFile(sadHash));
  }
}
