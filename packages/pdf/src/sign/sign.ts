import { parseCertificate } from '../cms/certificate.ts';
import { sha256, signedAttributes, signedData } from '../cms/signed-data.ts';
import { stampWidget } from '../stamp/widget-appearance.ts';
import { appendSignature } from './append-signature.ts';
import { addDocumentTimestamp } from './document-timestamp.ts';
import { extendToLT } from './dss.ts';
import { SignError } from './errors.ts';
import { openPdf } from './pdf-reader.ts';
import type { PadesLevel, SignOptions } from './types.ts';

const LEVELS: PadesLevel[] = ['B-B', 'B-T', 'B-LT', 'B-LTA'];

/** At least 16 KB, as qualified chains need; more when the chain and a timestamp need it. */
export function reserveFor(chain: Uint8Array[], withTimestamp: boolean): number {
  const chainBytes = chain.reduce((sum, cert) => sum + cert.length, 0);
  const needed = chainBytes + 2048 + (withTimestamp ? 12288 : 0);
  return Math.max(16384, Math.ceil(needed / 1024) * 1024);
}

function checkOptions(options: SignOptions) {
  if (!LEVELS.includes(options.level)) {
    throw new SignError('INVALID_OPTION', `level: must be one of ${LEVELS.join(', ')}`);
  }
  if (options.level !== 'B-B' && !options.tsa) {
    throw new SignError(
      'INVALID_OPTION',
      `tsa: a time-stamp authority is required for ${options.level}`,
    );
  }
  if ((options.level === 'B-LT' || options.level === 'B-LTA') && !options.revocation) {
    throw new SignError(
      'INVALID_OPTION',
      `revocation: a revocation source is required for ${options.level}`,
    );
  }
  const [leaf] = options.signer.certificateChain;
  if (!leaf)
    throw new SignError(
      'INVALID_OPTION',
      'signer.certificateChain: must hold the signer certificate',
    );
  try {
    parseCertificate(leaf);
  } catch (error) {
    throw new SignError('INVALID_OPTION', `signer.certificateChain: ${(error as Error).message}`);
  }
}

/**
 * Appends a PAdES baseline signature (ETSI EN 319 142-1) as an incremental update: B-B, plus a
 * signature timestamp for B-T, a DSS revision for B-LT and a document timestamp for B-LTA.
 */
export async function sign(pdf: Uint8Array, options: SignOptions): Promise<Uint8Array> {
  checkOptions(options);
  const { signer, level } = options;
  const chain = signer.certificateChain;
  const withTimestamp = level !== 'B-B';
  const reader = await openPdf(pdf).catch((error: Error) => {
    throw new SignError('UNREADABLE_PDF', `The PDF cannot be read: ${error.message}`);
  });
  // Objects are read as the update needs them: a damaged one fails here, and is the file's fault,
  // while what the signer or the TSA throws passes through unchanged.
  let external: unknown;
  let signed = await appendSignature(reader, {
    dictionary: {
      type: 'Sig',
      subFilter: 'ETSI.CAdES.detached',
      signingTime: options.signingTime ?? new Date(),
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.location ? { location: options.location } : {}),
      ...(options.contactInfo ? { contactInfo: options.contactInfo } : {}),
    },
    reserve: reserveFor(chain, withTimestamp),
    ...(options.fieldName ? { fieldName: options.fieldName } : {}),
    ...(options.appearance ? { appearance: stampWidget(options.appearance) } : {}),
    contents: (digest) =>
      signatureContents(digest).catch((error: unknown) => {
        external = error;
        throw error;
      }),
  }).catch((error: unknown) => {
    if (error instanceof SignError || error === external) throw error;
    throw new SignError('UNREADABLE_PDF', `The PDF cannot be read: ${(error as Error).message}`);
  });
  async function signatureContents(digest: Uint8Array) {
    const attrs = signedAttributes(digest, chain[0] as Uint8Array);
    const signatureValue = await signer.signDigest(sha256(attrs), attrs);
    const timestampToken = withTimestamp
      ? await options.tsa!.timestamp(sha256(signatureValue))
      : undefined;
    return signedData({
      certificateChain: chain,
      keyAlgorithm: signer.keyAlgorithm,
      signedAttrs: attrs,
      signatureValue,
      ...(timestampToken ? { timestampToken } : {}),
    });
  }
  if (level === 'B-LT' || level === 'B-LTA')
    signed = await extendToLT(signed, { revocation: options.revocation! });
  if (level === 'B-LTA') signed = await addDocumentTimestamp(signed, { tsa: options.tsa! });
  return signed;
}
