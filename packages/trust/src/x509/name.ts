import { ia5String, oid, printableString, sequence, setOf, utf8String } from '../der/der-writer.ts';
import { OID } from '../oids.ts';

export interface NameParts {
  commonName: string;
  organization?: string;
  organizationalUnit?: string;
  country?: string;
  email?: string;
}

const attribute = (type: string, value: Uint8Array) => setOf(sequence(oid(type), value));

/**
 * An X.501 Name, most significant attribute first. Text is UTF8String (RFC 5280 §4.1.2.6) so names
 * in any script survive; countryName is PrintableString and emailAddress IA5String as their
 * definitions require.
 */
export function encodeName(parts: NameParts): Uint8Array {
  const rdns: Uint8Array[] = [];
  if (parts.country) rdns.push(attribute(OID.countryName, printableString(parts.country)));
  if (parts.organization)
    rdns.push(attribute(OID.organizationName, utf8String(parts.organization)));
  if (parts.organizationalUnit) {
    rdns.push(attribute(OID.organizationalUnitName, utf8String(parts.organizationalUnit)));
  }
  rdns.push(attribute(OID.commonName, utf8String(parts.commonName)));
  if (parts.email) rdns.push(attribute(OID.emailAddress, ia5String(parts.email)));
  return sequence(...rdns);
}
