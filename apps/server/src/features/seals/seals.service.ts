import { AppError, SealAccountName, type UserSeal } from '@signet/contract';
import type { IssuedCredential } from '@signet/trust';
import type { Database } from '../../db/database.ts';
import type { SealQuality, SealRow, StoredSealCredential } from '../../db/tables/signing.tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import {
  addSealMember,
  findAccountIdByEmail,
  findSealOfApiAccount,
  findSealOfMember,
  findSealsOfMember,
  insertSeal,
  lockSeal,
  storeSealCredential,
} from './seals.repository.ts';

export interface SealCredential {
  credentialId: string;
  chain: Uint8Array[];
  keyAlgorithm: 'ECDSA-P256' | 'RSA-3072';
}

function fromStored(stored: StoredSealCredential): SealCredential {
  return {
    credentialId: stored.credentialId,
    chain: stored.chain.map((der) => new Uint8Array(Buffer.from(der, 'base64'))),
    keyAlgorithm: stored.keyAlgorithm,
  };
}

/**
 * Whom the seal's certificate names: the organisation the operator verified (its display name,
 * which admins may change, is only what the stamp shows); a seal made before requests existed
 * is named by its display name.
 */
export function certificateSubject(seal: Pick<SealRow, 'display_name' | 'organisation_name'>) {
  const name = seal.organisation_name ?? seal.display_name;
  return { name, organization: name };
}

/**
 * A new credential for the seal from the trust service (seal-aes or seal-qes, in the name the
 * certificate must carry), in the form the seal keeps it.
 */
export async function requestSealCredential(
  trust: TrustPort,
  seal: Pick<SealRow, 'account_name' | 'display_name' | 'organisation_name' | 'quality'>,
): Promise<StoredSealCredential> {
  const issued: IssuedCredential = await trust.credentialFor({
    subject: certificateSubject(seal),
    level: seal.quality === 'qes' ? 'seal-qes' : 'seal-aes',
    userID: `seal:${seal.account_name}`,
  });
  return {
    credentialId: issued.credentialId,
    chain: issued.chain.map((der) => Buffer.from(der).toString('base64')),
    keyAlgorithm: issued.keyAlgorithm,
  };
}

/**
 * §3 seals: an organisation's signing identity. Signing with one is allowed to its members only;
 * the seal has one certificate of its own (seal-aes or seal-qes, from the trust service's seal
 * CA), issued on first use and kept with the seal.
 */
export class SealsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** SEAL_NOT_FOUND for an unknown seal and for one the caller is not a member of alike. */
  async sealOfMember(accountName: string, userId: string): Promise<SealRow> {
    const seal =
      (await findSealOfMember(this.db, accountName, userId)) ??
      (await findSealOfApiAccount(this.db, accountName, userId));
    if (!seal) {
      throw new AppError('SEAL_NOT_FOUND', `No seal "${accountName}" of which you are a member`);
    }
    return seal;
  }

  /** GET /v1/user/seals: the caller's own seals only, as signatureQualities.seal lists them. */
  async sealsOf(userId: string): Promise<UserSeal[]> {
    const seals = await findSealsOfMember(this.db, userId);
    return seals.map((seal) => ({
      accountName: seal.account_name,
      displayName: seal.display_name,
      quality: seal.quality === 'qes' ? 'QES' : 'AES',
    }));
  }

  /** The seal's credential, issued once (the row lock keeps two first uses from issuing two). */
  async credentialOf(accountName: string, trust: TrustPort): Promise<SealCredential> {
    return this.db.transaction().execute(async (tx) => {
      const seal = await lockSeal(tx, accountName);
      if (!seal) throw new AppError('SEAL_NOT_FOUND', `No seal "${accountName}"`);
      const stored = seal.credential as StoredSealCredential | null;
      if (stored) return fromStored(stored);
      const credential = await requestSealCredential(trust, seal);
      await storeSealCredential(tx, accountName, credential);
      return fromStored(credential);
    });
  }

  /** Creates a seal for this deployment (admin command); members are existing accounts. */
  async create(input: {
    accountName: string;
    displayName: string;
    quality: SealQuality;
    memberEmails: string[];
  }): Promise<void> {
    const accountName = SealAccountName.parse(input.accountName);
    const displayName = input.displayName.trim();
    if (displayName.length === 0 || displayName.length > 64) {
      throw new Error('display name: 1 to 64 characters');
    }
    const now = this.clock();
    await this.db.transaction().execute(async (tx) => {
      try {
        await insertSeal(tx, { accountName, displayName, quality: input.quality, at: now });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Error(`A seal "${accountName}" exists already`);
        throw error;
      }
      for (const email of input.memberEmails) await this.addMemberIn(tx, accountName, email, now);
    });
  }

  async addMember(accountName: string, email: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (!(await lockSeal(tx, accountName))) throw new Error(`No seal "${accountName}"`);
      await this.addMemberIn(tx, accountName, email, this.clock());
    });
  }

  private async addMemberIn(tx: Database, accountName: string, email: string, at: Date) {
    const userId = await findAccountIdByEmail(tx, email.trim().toLowerCase());
    if (userId === undefined)
      throw new Error(`No account with the e-mail ${email}: members must have an account`);
    await addSealMember(tx, accountName, userId, at);
  }
}
