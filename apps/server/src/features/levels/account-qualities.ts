import type {
  SignatureQualities,
  SignatureQualitiesDetail,
  SignatureQualityEntry,
} from '@signet/contract';
import type { Legislation } from '@signet/trust';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { SealRow } from '../../db/tables/signing.tables.ts';
import { findSealsOfMember } from '../seals/index.ts';
import { identifiedLegislations } from './identified.repository.ts';

const LEGISLATIONS = ['eidas', 'zertes'] as const;

/** The legislations of the person's approved identifications, and whether QES is really qualified. */
export interface Identified {
  legislations: readonly Legislation[];
  /** The trust port signs with a qualified provider (isDemoTrustService false). */
  qualifiedSigner: boolean;
}

/** Every signature of this deployment comes from the built-in trust service (packages/trust). */
const PROVIDER = 'SIGNET';

/**
 * §3 signatureQualities of one account, from what it holds: nothing while the e-mail is unverified
 * (§4); ses.any once it is; the aes and qes levels per legislation from the development grants
 * of SIGNING_TEST_LEVELS or an approved identification (`identified`); aes.any and
 * aesMinimal of the business's legislation when AES for business vouches for the account
 * (`vouched`); seal.aes and seal.qes for the seals it is a member of. Each entry's quality is the level the signature gets
 * (Skribble's signature-qualities detail): a qes holder signs an AES_MINIMAL request with AES,
 * as the certificate the trust service issues for it says.
 */
export function qualitiesFrom(
  user: Pick<UserRow, 'email_verified'>,
  grants: readonly string[],
  seals: readonly Pick<SealRow, 'account_name' | 'quality'>[],
  vouched: readonly Legislation[] = [],
  identified: Identified = { legislations: [], qualifiedSigner: false },
): SignatureQualities {
  const qualities: SignatureQualities = {};
  if (user.email_verified) {
    const held = new Set(grants);
    qualities.ses = { any: { quality: 'SES' } };
    if (held.has('demo')) qualities.demo = { any: { quality: 'DEMO' } };
    for (const legislation of LEGISLATIONS) {
      const qes = held.has(`qes.${legislation}`);
      // A qualified identification covers the advanced level of the same legislation.
      if (qes || held.has(`aes.${legislation}`)) {
        qualities.aesMinimal = { ...qualities.aesMinimal, [legislation]: { quality: 'AES' } };
      }
      if (qes) qualities.qes = { ...qualities.qes, [legislation]: { quality: 'QES' } };
    }
    for (const legislation of [...vouched, ...identified.legislations]) {
      qualities.aesMinimal = { ...qualities.aesMinimal, [legislation]: { quality: 'AES' } };
    }
    // An approved identification also stands for QES of its legislation where a qualified signer
    // is configured; the built-in trust service signs those as DEMO, which its certificates say
    // (docs/decisions/0620: never a legal qualification the deployment does not have).
    for (const legislation of identified.legislations) {
      if (qualities.qes?.[legislation]) continue;
      const quality = identified.qualifiedSigner ? 'QES' : 'DEMO';
      qualities.qes = { ...qualities.qes, [legislation]: { quality } };
    }
    // aes.any: AES whatever the request's legislation, so only when both are held, or when a
    // business vouches for the signer (its representative stands for the identity), or when an
    // identification verified the person (their identity does not change with the legislation).
    if (
      (qualities.aesMinimal?.eidas && qualities.aesMinimal.zertes) ||
      vouched.length > 0 ||
      identified.legislations.length > 0
    ) {
      qualities.aes = { any: { quality: 'AES' } };
    }
  }
  if (seals.length > 0) {
    const entries = (quality: 'aes' | 'qes') =>
      Object.fromEntries(
        seals
          .filter((seal) => seal.quality === quality)
          .map((seal) => [seal.account_name, { quality: quality === 'qes' ? 'QES' : 'AES' }]),
      ) as Record<string, SignatureQualityEntry>;
    qualities.seal = { aes: entries('aes'), qes: entries('qes') };
  }
  return qualities;
}

/** GET /v3/user/signature-qualities-detail: the same entries in Skribble's detail shape. */
export function toQualitiesDetail(qualities: SignatureQualities): SignatureQualitiesDetail {
  const entry = (value: SignatureQualityEntry | undefined, legislation = 'UNDEFINED') =>
    value ? { quality: value.quality, provider: PROVIDER, legislation } : undefined;
  const perLegislation = (values: Partial<Record<'eidas' | 'zertes', SignatureQualityEntry>>) =>
    Object.fromEntries(
      LEGISLATIONS.filter((legislation) => values[legislation]).map((legislation) => [
        legislation,
        entry(values[legislation], legislation.toUpperCase()),
      ]),
    );
  const seals = (values: Record<string, SignatureQualityEntry> | undefined) =>
    Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, entry(value)!]));
  return {
    ...(qualities.qes ? { qes: perLegislation(qualities.qes) } : {}),
    ...(qualities.aesMinimal ? { aes_minimal: perLegislation(qualities.aesMinimal) } : {}),
    ...(qualities.aes?.any ? { aes: { any: entry(qualities.aes.any)! } } : {}),
    ...(qualities.ses?.any ? { ses: { any: entry(qualities.ses.any)! } } : {}),
    ...(qualities.demo?.any ? { demo: { any: entry(qualities.demo.any)! } } : {}),
    ...(qualities.seal
      ? { seal: { aes: seals(qualities.seal.aes), qes: seals(qualities.seal.qes) } }
      : {}),
  };
}

/**
 * The one source of an account's signature levels: GET /v1/user and the qualities detail show
 * them, and POST /v3/sign allows exactly what they show (signingQuality in the contract).
 */
export class AccountQualities {
  constructor(
    private readonly db: Database,
    /** SIGNING_TEST_LEVELS: e-mail (lower case) → levels; empty in production. */
    private readonly testLevels: Record<string, string[]>,
    /**
     * The legislations AES for business vouches for this account under (a business it belongs to,
     * confirmed by the representative, its verified address in one of the domains): handed in by
     * the composition root, so levels does not depend on businesses.
     */
    private readonly vouchedLegislations: (
      user: UserRow,
    ) => Promise<Legislation[]> = async () => [],
    /** Whether the trust port signs with a qualified provider (QES from an identification). */
    private readonly qualifiedSigner = false,
  ) {}

  async of(user: UserRow): Promise<SignatureQualities> {
    const [seals, vouched, identified] = await Promise.all([
      findSealsOfMember(this.db, user.id),
      this.vouchedLegislations(user),
      identifiedLegislations(this.db, user.id),
    ]);
    return this.from(user, seals, vouched, identified);
  }

  /** The same, from the seals and the vouching the caller already read with the account. */
  from(
    user: UserRow,
    seals: readonly Pick<SealRow, 'account_name' | 'quality'>[],
    vouched: readonly Legislation[] = [],
    identified: readonly Legislation[] = [],
  ): SignatureQualities {
    return qualitiesFrom(user, this.testLevels[user.email.toLowerCase()] ?? [], seals, vouched, {
      legislations: identified,
      qualifiedSigner: this.qualifiedSigner,
    });
  }
}
