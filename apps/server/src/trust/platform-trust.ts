import { openTrustService, type PdfSigner, type TrustService } from '@signet/trust';
import type { Config } from '../config/config.ts';

/** Whose credentials the platform's own seal is listed under in the trust service (CSC userID). */
const PLATFORM_SEAL_USER = 'signet-platform-seal';
/** A seal certificate this close to its end is replaced rather than used. */
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;

const opened = new Map<string, Promise<TrustService>>();

/**
 * The built-in trust service (packages/trust) of this server's data directory, opened once per
 * process and shared by every feature that signs or validates, so that there is one set of
 * authorities, one TSA and one credential store.
 */
export function platformTrust(
  config: Pick<Config, 'dataDir' | 'publicUrl'> & { signing?: { trustMasterKey?: string } },
  now?: () => Date,
): Promise<TrustService> {
  let service = opened.get(config.dataDir);
  if (!service) {
    const masterKey = config.signing?.trustMasterKey;
    service = openTrustService({
      dataDir: config.dataDir,
      baseUrl: `${config.publicUrl}/trust`,
      ...(now ? { now } : {}),
      ...(masterKey ? { masterKey } : {}),
    });
    service.catch(() => opened.delete(config.dataDir));
    opened.set(config.dataDir, service);
  }
  return service;
}

const seals = new Map<string, Promise<PdfSigner>>();

/**
 * The platform's seal (level seal-aes, from the trust service's seal CA) that seals documents the
 * platform itself issues, such as signature protocols. The credential is kept in the trust store
 * and reused across restarts; a new one is issued when none is valid for another 30 days.
 */
export function platformSeal(
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'domainName'> & {
    signing?: { trustMasterKey?: string };
  },
  now: () => Date,
): Promise<PdfSigner> {
  let seal = seals.get(config.dataDir);
  if (!seal) {
    seal = openSeal(config, now);
    seal.catch(() => seals.delete(config.dataDir));
    seals.set(config.dataDir, seal);
  }
  return seal;
}

async function openSeal(
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'domainName'> & {
    signing?: { trustMasterKey?: string };
  },
  now: () => Date,
): Promise<PdfSigner> {
  const trust = await platformTrust(config);
  const { credentialIDs } = await trust.csc.credentialsList({ userID: PLATFORM_SEAL_USER });
  for (const credentialID of credentialIDs.reverse()) {
    const info = await trust.csc.credentialsInfo({ credentialID, certificates: 'chain' });
    const validTo = info.cert.validTo ? generalizedTime(info.cert.validTo) : undefined;
    if (
      info.key.status !== 'enabled' ||
      info.cert.status !== 'valid' ||
      !validTo ||
      validTo.getTime() - now().getTime() < RENEW_BEFORE_MS
    )
      continue;
    return trust.pdfSignerFor({
      credentialId: credentialID,
      chain: (info.cert.certificates ?? []).map(
        (b64) => new Uint8Array(Buffer.from(b64, 'base64')),
      ),
      certificate: new Uint8Array(Buffer.from(info.cert.certificates?.[0] ?? '', 'base64')),
      keyAlgorithm: info.key.curve ? 'ECDSA-P256' : 'RSA-3072',
      serial: info.cert.serialNumber ?? '',
    });
  }
  const credential = await trust.issueCertificate({
    subject: { name: 'Signet signature protocols', organization: config.domainName.slice(0, 64) },
    level: 'seal-aes',
    userID: PLATFORM_SEAL_USER,
  });
  return trust.pdfSignerFor(credential);
}

/** CSC validTo: YYYYMMDDHHMMSSZ. */
function generalizedTime(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}
