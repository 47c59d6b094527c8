import { attributeValue, Part11Text, type UserAttributes } from '@signet/contract';
import { z } from 'zod/mini';

/** The part 11 texts of a signature, as POST /v3/sign takes them (signingName, signingReason). */
export const Part11Texts = z.object({ signingName: Part11Text, signingReason: Part11Text });
export type Part11Texts = z.infer<typeof Part11Texts>;

/** What the account remembers from last time (§3 p11_signing_name, p11_signing_reason). */
export function rememberedPart11(attributes: UserAttributes): Partial<Part11Texts> {
  return {
    signingName: attributeValue(attributes, 'p11_signing_name'),
    signingReason: attributeValue(attributes, 'p11_signing_reason'),
  };
}
