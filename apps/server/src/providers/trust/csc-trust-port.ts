import { X509Certificate } from 'node:crypto';
import { type IssuedCredential, TrustError, type TrustService } from '@signet/trust';
import type { TrustConfig } from '../../config/trust-config.ts';
import { CscHttpClient } from './csc-client.ts';
import { crlRevocationSource, httpTimestampAuthority } from './remote-evidence.ts';
import type { CredentialRequest, TrustPort } from './trust.port.ts';

type CscSettings = Extract<TrustConfig, { provider: 'csc' }>;

/** What Signet tells the signer about the provider's code; the provider's own lifetime rules. */
const OTP_SHOWN_MINUTES = 5;

const fromBase64 = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));

/** The credential as the port hands it on, from credentials/info. */
function toIssued(
  credentialID: string,
  key: { algo: string[]; curve?: string },
  certificates: string[],
  serialNumber: string | undefined,
): IssuedCredential {
  const chain = certificates.map(fromBase64);
  const isEc = key.curve !== undefined || key.algo.some((oid) => oid.startsWith('1.2.840.10045.'));
  return {
    credentialId: credentialID,
    certificate: chain[0]!,
    chain,
    keyAlgorithm: isEc ? 'ECDSA-P256' : 'RSA-3072',
    serial: (serialNumber ?? new X509Certificate(chain[0]!).serialNumber).toLowerCase(),
  };
}

/**
 * The trust port of a qualified provider reached through its CSC API v2 (TRUST_PROVIDER=csc,
 * docs/decisions/0612): every CSC call goes over HTTP with the client's OAuth2 bearer token; the
 * provider owns the signer's one-time code (credentials/sendOTP, then credentials/authorize with
 * it); the signer's credential is the newest one with a valid certificate (an enabled key first) the provider lists for the signer's
 * Signet account id (enrolment is the provider's). Time-stamps come from CSC_TSA_URL when set,
 * else from the built-in TSA; revocation data from the CRLs the provider's certificates name.
 */
export function cscTrustPort(settings: CscSettings, builtIn: TrustService): TrustPort {
  const client = new CscHttpClient(settings);
  const tsa = settings.tsaUrl
    ? httpTimestampAuthority(settings.tsaUrl, settings.timeoutMs)
    : { timestamp: (sha256: Uint8Array) => builtIn.timestamp(sha256) };
  const revocation = crlRevocationSource(settings.timeoutMs);
  /** The configured roots and those of the chains the provider has shown (base64 DER → DER). */
  const anchors = new Map<string, Uint8Array>(
    settings.trustAnchors.map((der) => [Buffer.from(der).toString('base64'), der]),
  );

  const port: TrustPort = {
    isDemoTrustService: settings.isDemo,
    otpOwner: 'provider',
    credentialsList: (request) => client.call('credentials/list', request),
    credentialsInfo: (request) => client.call('credentials/info', request),
    credentialsAuthorize: (request) => client.call('credentials/authorize', request),
    signaturesSignHash: (request) => client.call('signatures/signHash', request),

    async credentialFor(request: CredentialRequest): Promise<IssuedCredential> {
      const { credentialIDs } = await port.credentialsList({ userID: request.userID });
      let disabled = false;
      for (const credentialID of [...credentialIDs].reverse()) {
        const info = await port.credentialsInfo({
          credentialID,
          certificates: 'chain',
          certInfo: true,
        });
        const certificates = info.cert.certificates ?? [];
        if (info.cert.status !== 'valid' || !certificates[0]) continue;
        const credential = toIssued(credentialID, info.key, certificates, info.cert.serialNumber);
        const top = credential.chain.at(-1)!;
        if (new X509Certificate(top).checkIssued(new X509Certificate(top))) {
          anchors.set(certificates.at(-1)!, top);
        }
        if (info.key.status === 'enabled') return credential;
        disabled = true;
      }
      // Only disabled keys: the provider locked them (wrong OTPs) or suspended them; the signer
      // sees the locked outcome (§4), and no code is sent for a key that cannot sign.
      if (disabled) {
        throw new TrustError(
          'OTP_LOCKED',
          `userID: the provider has disabled the key of ${request.userID}`,
        );
      }
      throw new TrustError(
        'CREDENTIAL_NOT_FOUND',
        `userID: the provider lists no usable credential for ${request.userID}`,
      );
    },

    async sendOtp(request) {
      const credential = await port.credentialFor(request);
      await client.call('credentials/sendOTP', { credentialID: credential.credentialId });
      return { expiresAt: new Date(Date.now() + OTP_SHOWN_MINUTES * 60_000) };
    },
    timestamp: (sha256) => tsa.timestamp(sha256),
    revocationData: (chain) => revocation.revocationData(chain),
    trustAnchors: () => [...anchors.values()],
  };
  return port;
}
