import {
  children,
  content,
  decodeOid,
  expectTag,
  readWhole,
  type Tlv,
  whole,
} from '../der/der-reader.ts';
import { OID } from '../oids.ts';

export interface OcspCertId {
  /** The CertID exactly as sent; echoed unchanged in the SingleResponse. */
  der: Uint8Array;
  hashAlgorithm: string;
  issuerNameHash: Uint8Array;
  issuerKeyHash: Uint8Array;
  serialContent: Uint8Array;
}

export interface OcspRequest {
  certIds: OcspCertId[];
  /** The nonce Extension (RFC 6960 §4.4.1) as sent, to be echoed in the response. */
  nonceExtension?: Uint8Array;
}

function parseCertId(der: Uint8Array, node: Tlv): OcspCertId {
  const [algorithm, nameHash, keyHash, serial] = children(der, expectTag(node, 0x30, 'CertID'));
  const [algorithmOid] = children(der, expectTag(algorithm, 0x30, 'hashAlgorithm'));
  return {
    der: whole(der, node),
    hashAlgorithm: decodeOid(content(der, expectTag(algorithmOid, 0x06, 'hashAlgorithm'))),
    issuerNameHash: content(der, expectTag(nameHash, 0x04, 'issuerNameHash')),
    issuerKeyHash: content(der, expectTag(keyHash, 0x04, 'issuerKeyHash')),
    serialContent: content(der, expectTag(serial, 0x02, 'serialNumber')),
  };
}

function findNonce(der: Uint8Array, extensions: Tlv): Uint8Array | undefined {
  const [list] = children(der, extensions);
  for (const ext of children(der, expectTag(list, 0x30, 'Extensions'))) {
    const [id] = children(der, expectTag(ext, 0x30, 'Extension'));
    if (decodeOid(content(der, expectTag(id, 0x06, 'extnID'))) === OID.ocspNonce)
      return whole(der, ext);
  }
  return undefined;
}

/**
 * RFC 6960 §4.1.1: OCSPRequest { tbsRequest { version [0], requestorName [1], requestList,
 * requestExtensions [2] }, optionalSignature [0] }. Throws RangeError when malformed.
 */
export function parseOcspRequest(der: Uint8Array): OcspRequest {
  const [tbs] = children(der, expectTag(readWhole(der), 0x30, 'OCSPRequest'));
  const fields = children(der, expectTag(tbs, 0x30, 'TBSRequest'));
  let index = 0;
  if (fields[index]?.tag === 0xa0) index++;
  if (fields[index]?.tag === 0xa1) index++;
  const requests = children(der, expectTag(fields[index++], 0x30, 'requestList'));
  if (requests.length === 0) throw new RangeError('requestList is empty');
  const certIds = requests.map((request) =>
    parseCertId(der, children(der, expectTag(request, 0x30, 'Request'))[0]!),
  );
  const extensions = fields[index]?.tag === 0xa2 ? fields[index++] : undefined;
  if (index !== fields.length) throw new RangeError('unexpected field in TBSRequest');
  return { certIds, ...(extensions ? { nonceExtension: findNonce(der, extensions) } : {}) };
}
