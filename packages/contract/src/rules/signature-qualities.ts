import { z } from 'zod/mini';

/**
 * Signature levels (§1: ses, aes, qes, plus a demo level), spelled as Skribble's Signing API
 * spells them (../reference: SignatureQuality) so that integrations read them unchanged.
 */
export const SIGNATURE_QUALITY_LEVELS = ['SES', 'AES', 'AES_MINIMAL', 'QES', 'DEMO'] as const;
export const SignatureQualityLevel = z.enum(SIGNATURE_QUALITY_LEVELS);
export type SignatureQualityLevel = z.infer<typeof SignatureQualityLevel>;

/**
 * One entry of §3 signatureQualities: the level the user holds for that kind of signature.
 * `DEMO` when it is held only at the demo level (a trust service that is not qualified).
 * An entry is absent when the user cannot sign at that kind at all.
 */
export const SignatureQualityEntry = z.object({ quality: SignatureQualityLevel });
export type SignatureQualityEntry = z.infer<typeof SignatureQualityEntry>;

const Entry = z.optional(SignatureQualityEntry);
/** Seal entries are per seal (§3 seals: accountName), keyed by the seal's account name. */
const SealEntries = z.optional(z.record(z.string(), SignatureQualityEntry));

/**
 * §3 "signatureQualities: ses.any, aes.any, aesMinimal.eidas and .zertes, qes.eidas and .zertes,
 * each with quality; also seal.aes and seal.qes" (§3 User.signatureQualities); §7: ses once the
 * e-mail is verified, nothing before. `demo.any` records the demo level of §1/§4 when it is held
 * as a level of its own rather than as the quality of another entry.
 */
export const SignatureQualities = z.object({
  ses: z.optional(z.object({ any: Entry })),
  aes: z.optional(z.object({ any: Entry })),
  aesMinimal: z.optional(z.object({ eidas: Entry, zertes: Entry })),
  qes: z.optional(z.object({ eidas: Entry, zertes: Entry })),
  demo: z.optional(z.object({ any: Entry })),
  seal: z.optional(z.object({ aes: SealEntries, qes: SealEntries })),
});
export type SignatureQualities = z.infer<typeof SignatureQualities>;

/** §4 highest quality, lower case as the interface shows it. */
export const HIGHEST_QUALITIES = ['demo', 'qes', 'aes', 'ses', 'none'] as const;
export type HighestQuality = (typeof HIGHEST_QUALITIES)[number];

/**
 * §4 "Highest quality: demo if the demo level is held; else qes, aes, ses or none. None whenever
 * the email is unverified." Only the user's own entries count: seals (§3 seal.aes, seal.qes) are
 * the business's signing identities, not the person's.
 */
export function highestQuality(user: {
  emailVerified: boolean;
  signatureQualities?: SignatureQualities | null | undefined;
}): HighestQuality {
  if (!user.emailVerified) return 'none';
  const q = user.signatureQualities;
  if (!q) return 'none';
  const own = [
    q.ses?.any,
    q.aes?.any,
    q.aesMinimal?.eidas,
    q.aesMinimal?.zertes,
    q.qes?.eidas,
    q.qes?.zertes,
  ];
  if (q.demo?.any || own.some((entry) => entry?.quality === 'DEMO')) return 'demo';
  if (q.qes?.eidas || q.qes?.zertes) return 'qes';
  if (q.aes?.any || q.aesMinimal?.eidas || q.aesMinimal?.zertes) return 'aes';
  if (q.ses?.any) return 'ses';
  return 'none';
}

/**
 * The quality a signature on a request of `quality` under `legislation` gets from this account, as
 * Skribble's signature-qualities detail reads (the entry of the requested kind names the final
 * quality), or null when the account cannot sign it and needs an upgrade of standards.
 * SES needs ses.any (a verified e-mail); DEMO needs demo.any or ses.any (the demo level asks for
 * no more than a verified e-mail); AES needs aes.any or the aesMinimal entry of its legislation;
 * AES_MINIMAL that aesMinimal entry; QES the qes entry of its legislation. The server refuses
 * POST /v3/sign by this rule on the same signatureQualities that GET /v1/user shows.
 */
export function signingQuality(
  qualities: SignatureQualities | null | undefined,
  quality: SignatureQualityLevel,
  legislation: 'eidas' | 'zertes',
): SignatureQualityLevel | null {
  const q = qualities ?? {};
  const entry = (() => {
    switch (quality) {
      case 'SES':
        return q.ses?.any;
      case 'DEMO':
        return q.demo?.any ?? (q.ses?.any ? { quality: 'DEMO' as const } : undefined);
      case 'AES':
        return q.aes?.any ?? q.aesMinimal?.[legislation];
      case 'AES_MINIMAL':
        return q.aesMinimal?.[legislation];
      case 'QES':
        return q.qes?.[legislation];
    }
  })();
  return entry?.quality ?? null;
}
