import * as asn1js from 'asn1js';
import { chainFrom, parseCertificate, sameBytes } from './certificate.ts';
import { OID } from './oids.ts';

export interface CmsSummary {
  /** The signer's certificate first, then its issuers found among the embedded certificates. */
  signerChain: Uint8Array[];
  /** Every certificate embedded in the SignedData. */
  certificates: Uint8Array[];
  /** RFC 3161 tokens in the signature-time-stamp-token unsigned attribute. */
  timestampTokens: Uint8Array[];
}

type Node = asn1js.AsnType & {
  idBlock: { tagClass: number; tagNumber: number };
  valueBlock: { value?: Node[] };
  valueBeforeDecodeView: Uint8Array;
};

const items = (node: Node | undefined): Node[] => node?.valueBlock.value ?? [];
const isContext = (node: Node, n: number) =>
  node.idBlock.tagClass === 3 && node.idBlock.tagNumber === n;
const raw = (node: Node) => new Uint8Array(node.valueBeforeDecodeView);

function oidOf(node: Node | undefined): string | undefined {
  return node instanceof asn1js.ObjectIdentifier ? node.valueBlock.toString() : undefined;
}

/**
 * Reads the parts of a CMS SignedData (RFC 5652 §5) that long-term validation needs. Accepts
 * BER, as written by other signing tools, and ignores the zero padding that follows it in /Contents.
 */
export function readCms(bytes: Uint8Array): CmsSummary {
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset === -1) throw new Error(`Not a CMS structure: ${parsed.result.error}`);
  const contentInfo = parsed.result as unknown as Node;
  const [type, wrapped] = items(contentInfo);
  if (oidOf(type) !== OID.signedData || !wrapped) throw new Error('Not a CMS SignedData');
  const signedData = items(wrapped)[0];
  const fields = items(signedData);
  const certificateSet = fields.find((f) => isContext(f, 0));
  const certificates = items(certificateSet)
    .filter((c) => c.idBlock.tagClass === 1)
    .map(raw);
  const signerInfos = fields[fields.length - 1];
  const signerInfo = items(signerInfos)[0];
  if (!signerInfo) throw new Error('The SignedData has no SignerInfo');
  const [, sid] = items(signerInfo);
  let signer: Uint8Array | undefined;
  if (sid && sid.idBlock.tagClass === 1) {
    const [issuer, serial] = items(sid);
    if (issuer && serial) {
      const issuerBytes = raw(issuer);
      const serialBytes = raw(serial);
      signer = certificates.find((c) => {
        try {
          const parts = parseCertificate(c);
          return sameBytes(parts.issuer, issuerBytes) && sameBytes(parts.serialNumber, serialBytes);
        } catch {
          return false;
        }
      });
    }
  }
  const timestampTokens: Uint8Array[] = [];
  const unsigned = items(signerInfo).find((f) => isContext(f, 1));
  for (const attribute of items(unsigned)) {
    const [attrType, values] = items(attribute);
    if (oidOf(attrType) === OID.signatureTimeStampToken)
      timestampTokens.push(...items(values).map(raw));
  }
  return {
    signerChain: signer ? chainFrom(signer, certificates) : [],
    certificates,
    timestampTokens,
  };
}
