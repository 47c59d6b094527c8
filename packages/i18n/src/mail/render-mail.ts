import {
  brandingLogoHtml,
  brandingSupportHtml,
  brandingText,
  type MailBranding,
} from './branding.ts';
import { deChMail, deChSms } from './de-ch.mail.ts';
import { enGbMail, enGbSms } from './en-gb.mail.ts';
import { frChMail, frChSms } from './fr-ch.mail.ts';
import { itMail, itSms } from './it.mail.ts';
import type { MailCatalog, MailKind, MailLanguage, SmsCatalog } from './mail-catalog.ts';

const MAIL: Record<MailLanguage, MailCatalog> = {
  'en-gb': enGbMail,
  'de-ch': deChMail,
  'fr-ch': frChMail,
  it: itMail,
};

const SMS: Record<MailLanguage, SmsCatalog> = {
  'en-gb': enGbSms,
  'de-ch': deChSms,
  'fr-ch': frChSms,
  it: itSms,
};

export const MAIL_LANGUAGES = Object.keys(MAIL) as MailLanguage[];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailVariables = Record<string, string | number>;

/** §9: en-gb is the default and fallback language. */
export function mailLanguageOf(language: string | undefined): MailLanguage {
  return language && language in MAIL ? (language as MailLanguage) : 'en-gb';
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function fill(template: string, variables: MailVariables, encode: (value: string) => string) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = variables[name];
    return value === undefined ? whole : encode(String(value));
  });
}

/**
 * Builds an e-mail in the recipient's language: plain text plus a simple HTML part in which every
 * variable (names, links) is escaped. `link` is the action button's target, when the mail has one.
 * `branding`: a business's request — its logo heads the HTML part, its support contact closes both.
 */
export function renderMail(
  kind: MailKind,
  language: string | undefined,
  variables: MailVariables,
  link?: string,
  branding?: MailBranding,
): RenderedMail {
  const lang = mailLanguageOf(language);
  const catalog = MAIL[lang];
  const mail = catalog[kind];
  const plain = (template: string) => fill(template, variables, (value) => value);
  const html = (template: string) => fill(escapeHtml(template), variables, escapeHtml);

  const textParts = [plain(mail.greeting), ...mail.body.map(plain)];
  if (mail.action && link) textParts.push(`${plain(mail.action)}:\n${link}`);
  textParts.push(...mail.footer.map(plain));
  const supportText = branding && brandingText(branding, lang);
  if (supportText) textParts.push(supportText);
  textParts.push(catalog.signature);

  const logo = branding && brandingLogoHtml(branding, escapeHtml);
  const htmlParts = [
    ...(logo ? [logo] : []),
    `<p>${html(mail.greeting)}</p>`,
    ...mail.body.map((p) => `<p>${html(p)}</p>`),
  ];
  if (mail.action && link) {
    htmlParts.push(
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#ffffff;text-decoration:none;border-radius:4px">${html(mail.action)}</a></p>`,
      `<p style="font-size:12px;color:#555555">${escapeHtml(link)}</p>`,
    );
  }
  htmlParts.push(...mail.footer.map((p) => `<p>${html(p)}</p>`));
  const support = branding && brandingSupportHtml(branding, lang, escapeHtml);
  if (support) htmlParts.push(support);
  htmlParts.push(`<p>${escapeHtml(catalog.signature)}</p>`);

  return {
    subject: plain(mail.subject),
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${htmlParts.join('\n')}</body></html>`,
  };
}

/** An SMS text in the recipient's language. */
export function renderSms(
  kind: keyof SmsCatalog,
  language: string | undefined,
  variables: MailVariables,
): string {
  return fill(SMS[mailLanguageOf(language)][kind], variables, (value) => value);
}
