/**
 * Domains of public mail services: anyone can have an address there, so an address at one proves
 * nothing about a business, and a claim would offer the business to every sign-up from it.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'aol.com',
  'bluewin.ch',
  'fastmail.com',
  'free.fr',
  'gmail.com',
  'gmx.at',
  'gmx.ch',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hotmail.com',
  'hotmail.de',
  'hotmail.fr',
  'icloud.com',
  'libero.it',
  'live.com',
  'mac.com',
  'me.com',
  'msn.com',
  'orange.fr',
  'outlook.com',
  'outlook.de',
  'proton.me',
  'protonmail.ch',
  'protonmail.com',
  'sunrise.ch',
  't-online.de',
  'web.de',
  'yahoo.com',
  'yahoo.de',
  'yahoo.fr',
  'yahoo.it',
  'yandex.com',
]);

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain);
}
