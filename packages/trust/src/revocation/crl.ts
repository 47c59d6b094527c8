import type { Authority } from '../authorities/authority.ts';
import {
  bitString,
  contextConstructed,
  type Der,
  enumerated,
  integer,
  integerContent,
  sequence,
  time,
} from '../der/der-writer.ts';
import { OID } from '../oids.ts';
import type { CertificateRecord } from '../store/trust-store.ts';
import { authorityKeyIdentifier, extension } from '../x509/extensions.ts';
import { REASON_CODES } from './reasons.ts';

/** A CRL is reissued on every request; relying parties should come back within a day. */
export const CRL_VALIDITY_MS = 24 * 3600 * 1000;

const serialContent = (hex: string) => {
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  return bytes[0]! & 0x80 ? Buffer.concat([Buffer.of(0), bytes]) : bytes;
};

function revokedEntry(record: CertificateRecord): Der {
  const reason = record.reason ?? 'unspecified';
  // RFC 5280 §5.3.1: reasonCode unspecified SHOULD be absent.
  const entryExtensions =
    reason === 'unspecified'
      ? []
      : [sequence(extension(OID.crlReason, false, enumerated(REASON_CODES[reason])))];
  return sequence(
    integerContent(serialContent(record.serial)),
    time(new Date(record.revokedAt!)),
    ...entryExtensions,
  );
}

/** RFC 5280 §5.1: a v2 CertificateList with authorityKeyIdentifier and cRLNumber. */
export function buildCrl(
  ca: Authority,
  revoked: CertificateRecord[],
  crlNumber: bigint,
  now: Date,
): Der {
  const sorted = [...revoked].sort((a, b) => a.serial.localeCompare(b.serial));
  const tbs = sequence(
    integer(1),
    ca.key.signatureAlgorithm(),
    ca.fields.subjectName,
    time(now),
    time(new Date(now.getTime() + CRL_VALIDITY_MS)),
    ...(sorted.length ? [sequence(...sorted.map(revokedEntry))] : []),
    contextConstructed(
      0,
      sequence(
        authorityKeyIdentifier(ca.fields.publicKeyBits),
        extension(OID.crlNumber, false, integer(crlNumber)),
      ),
    ),
  );
  return sequence(tbs, ca.key.signatureAlgorithm(), bitString(ca.key.signData(tbs)));
}
