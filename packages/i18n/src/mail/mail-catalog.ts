import type { AccountChangesMailCatalog } from './account-changes.mail-catalog.ts';
import type { AesForBusinessMailCatalog } from './aes-for-business.mail-catalog.ts';
import type { BusinessMailCatalog } from './business.mail-catalog.ts';
import type { DirectSignMailCatalog } from './direct-sign.mail-catalog.ts';
import type { SealsMailCatalog } from './seals.mail-catalog.ts';
import type { SignatureRequestMailCatalog } from './signature-request.mail-catalog.ts';

/** Languages the server writes mail and SMS in (§9). */
export type MailLanguage = 'en-gb' | 'de-ch' | 'fr-ch' | 'it';

/** One e-mail: `{name}`-style variables are filled (and HTML-escaped) by `renderMail`. */
export interface MailText {
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  body: string[];
  /** Label of the link button; absent for notices without a link. */
  action?: string;
  /** Paragraphs after the button (validity, "not you?"). */
  footer: string[];
}

export interface MailCatalog
  extends SignatureRequestMailCatalog,
    BusinessMailCatalog,
    AesForBusinessMailCatalog,
    SealsMailCatalog,
    DirectSignMailCatalog,
    AccountChangesMailCatalog {
  signupConfirmation: MailText;
  businessSignupConfirmation: MailText;
  emailChangeConfirmation: MailText;
  /** Sent instead of a sign-up link when the address already has an account. */
  accountExists: MailText;
  passwordReset: MailText;
  passwordChanged: MailText;
  accountDeleted: MailText;
  signature: string;
}

export interface SmsCatalog {
  /** TAN for signing (§2 TAN dialogs); `{tan}` and `{minutes}`. */
  tan: string;
  /** A direct-sign guest confirms a mobile number they added; `{secret}` and `{minutes}`. */
  verification: string;
  /** To the old mobile number once another one receives the TANs; `{maskedMobile}` is the new one. */
  mobileChanged: string;
}

export type MailKind = Exclude<keyof MailCatalog, 'signature'>;
