import { deChBusinessRoles } from './business.de-ch.mail.ts';
import { enGbBusinessRoles } from './business.en-gb.mail.ts';
import { frChBusinessRoles } from './business.fr-ch.mail.ts';
import { itBusinessRoles } from './business.it.mail.ts';
import type { BusinessRoleNames } from './business.mail-catalog.ts';
import type { MailLanguage } from './mail-catalog.ts';
import { mailLanguageOf } from './render-mail.ts';

const ROLES: Record<MailLanguage, BusinessRoleNames> = {
  'en-gb': enGbBusinessRoles,
  'de-ch': deChBusinessRoles,
  'fr-ch': frChBusinessRoles,
  it: itBusinessRoles,
};

/** The `{role}` of businessRoleChanged in the recipient's language. */
export function businessRoleName(language: string | undefined, role: 'admin' | 'member'): string {
  return ROLES[mailLanguageOf(language)][role];
}
