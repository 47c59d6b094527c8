import type { MailKind, MailVariables } from '@signet/i18n';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';

/** A person with an account, as far as a mail to them needs. */
export interface MailAccount {
  email: string;
  first_name: string;
  attributes: Record<string, string[]>;
}

export const languageOf = (account: Pick<MailAccount, 'attributes'>) =>
  account.attributes.lang?.[0];

/** The name a mail shows for a person: full name, else the address. */
export const displayName = (
  account: Pick<MailAccount, 'first_name' | 'email'> & { last_name?: string },
) => `${account.first_name} ${account.last_name ?? ''}`.trim() || account.email;

/** Business mails to accounts, each in the account's own language (its `lang` attribute). */
export class BusinessMail {
  constructor(private readonly mail: MailService) {}

  async toAccounts(
    kind: MailKind,
    accounts: readonly MailAccount[],
    variables: MailVariables | ((account: MailAccount) => MailVariables),
    /** Queue in the caller's transaction (each keyed by `<keyPrefix>:<address>` against doubles). */
    inTransaction?: { db: Database; keyPrefix: string },
  ): Promise<void> {
    for (const account of accounts) {
      const extra = typeof variables === 'function' ? variables(account) : variables;
      await this.mail.send(
        {
          kind,
          to: account.email,
          language: languageOf(account),
          variables: { firstName: account.first_name, ...extra },
        },
        inTransaction && {
          db: inTransaction.db,
          singletonKey: `${inTransaction.keyPrefix}:${account.email}`,
        },
      );
    }
  }

  send(input: Parameters<MailService['send']>[0]): Promise<void> {
    return this.mail.send(input);
  }
}
