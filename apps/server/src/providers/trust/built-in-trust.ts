import { type CscSignerPort, openTrustService, type TrustService } from '@signet/trust';
import type { Config } from '../../config/config.ts';
import type { TrustPort } from './trust.port.ts';

/**
 * Opens the built-in trust service (packages/trust) of a data directory: its authorities, TSA and
 * credential store. The composition root opens it once per server; the signet-pdf command and
 * tests open their own on the same directory.
 */
export function openBuiltInTrust(
  config: Pick<Config, 'dataDir' | 'publicUrl'> & { signing?: { trustMasterKey?: string } },
  now?: () => Date,
): Promise<TrustService> {
  const masterKey = config.signing?.trustMasterKey;
  return openTrustService({
    dataDir: config.dataDir,
    baseUrl: `${config.publicUrl}/trust`,
    ...(now ? { now } : {}),
    ...(masterKey ? { masterKey } : {}),
  });
}

/**
 * The built-in trust service behind the trust port. Its CA is named "Demo … (not qualified)", so
 * its signatures are demo ones; Signet's TAN is the sole-control check, so its per-signature
 * credentials need no OTP of their own (docs/decisions/0610). `csc` replaces its CSC calls with
 * another port's (a remote provider's client), for everything but issuing.
 */
export function builtInTrustPort(trust: TrustService, csc: CscSignerPort = trust.csc): TrustPort {
  return {
    isDemoTrustService: true,
    otpOwner: 'signet',
    credentialsList: (request) => csc.credentialsList(request),
    credentialsInfo: (request) => csc.credentialsInfo(request),
    credentialsAuthorize: (request) => csc.credentialsAuthorize(request),
    signaturesSignHash: (request) => csc.signaturesSignHash(request),
    credentialFor: (request) => trust.issueCertificate(request),
    timestamp: (sha256) => trust.timestamp(sha256),
    revocationData: (chain) => trust.revocationData(chain),
    trustAnchors: () => trust.trustAnchors(),
  };
}
