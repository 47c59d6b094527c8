import type { EidField, SignerIdentityData } from '@signet/contract';

/**
 * §6 "Direct-sign immutable eid fields default to all": every identity field the sender gave is
 * fixed, and the address always is (the link was sent to it). A field the sender left out may be
 * filled once by the guest (docs/decisions/0800).
 */
export function immutableFieldsOf(identity: SignerIdentityData): EidField[] {
  const fields: EidField[] = ['email_address'];
  if (identity.first_name?.trim()) fields.push('first_name');
  if (identity.last_name?.trim()) fields.push('last_name');
  if (identity.mobile_number?.trim()) fields.push('mobile_number');
  return fields;
}
