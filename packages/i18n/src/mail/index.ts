// Texts of e-mails and SMS sent by the server, one catalog per language (§9).

export type { MailBranding } from './branding.ts';
export type { BusinessRoleNames } from './business.mail-catalog.ts';
export { businessRoleName } from './business-roles.ts';
export type { MailCatalog, MailKind, MailLanguage, MailText, SmsCatalog } from './mail-catalog.ts';
export {
  escapeHtml,
  MAIL_LANGUAGES,
  type MailVariables,
  mailLanguageOf,
  type RenderedMail,
  renderMail,
  renderSms,
} from './render-mail.ts';
