import { children, content, decodeOid, expectTag, readWhole, whole } from '../der/der-reader.ts';
import { OID } from '../oids.ts';

export interface TimestampRequest {
  /** The messageImprint exactly as sent (RFC 3161 §2.4.2: echoed unchanged in TSTInfo). */
  messageImprint: Uint8Array;
  hashAlgorithm: string;
  hashedMessage: Uint8Array;
  reqPolicy?: string;
  /** Content octets of the nonce INTEGER, echoed unchanged. */
  nonce?: Uint8Array;
  certReq: boolean;
  hasExtensions: boolean;
}

/** RFC 3161 §2.4.2 PKIFailureInfo bits. */
export type TimestampFailure =
  | 'badAlg'
  | 'badRequest'
  | 'badDataFormat'
  | 'unacceptedPolicy'
  | 'unacceptedExtension';

export class TimestampRequestError extends Error {
  constructor(
    readonly failure: TimestampFailure,
    message: string,
  ) {
    super(message);
  }
}

export const DIGEST_LENGTHS: Record<string, number> = {
  [OID.sha256]: 32,
  [OID.sha384]: 48,
  [OID.sha512]: 64,
};

/**
 * TimeStampReq ::= SEQUENCE { version INTEGER { v1(1) }, messageImprint, reqPolicy TSAPolicyId
 * OPTIONAL, nonce INTEGER OPTIONAL, certReq BOOLEAN DEFAULT FALSE, extensions [0] IMPLICIT OPTIONAL }
 */
function parseStructure(der: Uint8Array): TimestampRequest {
  const fields = children(der, expectTag(readWhole(der), 0x30, 'TimeStampReq'));
  const [version, imprint, ...rest] = fields;
  expectTag(version, 0x02, 'version');
  const [algorithm, hashed] = children(der, expectTag(imprint, 0x30, 'messageImprint'));
  const [algorithmOid] = children(der, expectTag(algorithm, 0x30, 'hashAlgorithm'));
  const request: TimestampRequest = {
    messageImprint: whole(der, imprint!),
    hashAlgorithm: decodeOid(content(der, expectTag(algorithmOid, 0x06, 'hashAlgorithm'))),
    hashedMessage: content(der, expectTag(hashed, 0x04, 'hashedMessage')),
    certReq: false,
    hasExtensions: false,
  };
  const versionBytes = content(der, version!);
  if (versionBytes.length !== 1 || versionBytes[0] !== 1)
    throw new TimestampRequestError('badRequest', 'version must be 1');
  let index = 0;
  if (rest[index]?.tag === 0x06) request.reqPolicy = decodeOid(content(der, rest[index++]!));
  if (rest[index]?.tag === 0x02) request.nonce = content(der, rest[index++]!);
  if (rest[index]?.tag === 0x01) request.certReq = content(der, rest[index++]!)[0] !== 0;
  if (rest[index]?.tag === 0xa0) {
    request.hasExtensions = true;
    index++;
  }
  if (index !== rest.length) throw new RangeError('unexpected field in TimeStampReq');
  return request;
}

export function parseTimestampRequest(der: Uint8Array): TimestampRequest {
  let request: TimestampRequest;
  try {
    request = parseStructure(der);
  } catch (error) {
    if (error instanceof TimestampRequestError) throw error;
    throw new TimestampRequestError(
      'badDataFormat',
      `not a DER TimeStampReq (${(error as Error).message})`,
    );
  }
  const length = DIGEST_LENGTHS[request.hashAlgorithm];
  if (!length)
    throw new TimestampRequestError(
      'badAlg',
      `unsupported hash algorithm ${request.hashAlgorithm}`,
    );
  if (request.hashedMessage.length !== length) {
    throw new TimestampRequestError(
      'badDataFormat',
      'hashedMessage length does not match the hash algorithm',
    );
  }
  return request;
}
