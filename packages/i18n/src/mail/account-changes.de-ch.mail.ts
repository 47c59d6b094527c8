import type { AccountChangesMailCatalog } from './account-changes.mail-catalog.ts';

export const deChAccountChangesMail: AccountChangesMailCatalog = {
  emailChanged: {
    subject: 'Die E-Mail-Adresse Ihres Signet-Kontos wurde geändert',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Ihr Signet-Konto verwendet jetzt {newEmail}. Mit dieser Adresse melden Sie sich nicht mehr an.',
    ],
    footer: ['Falls Sie das nicht waren, wenden Sie sich sofort an den Support von Signet.'],
  },
  mobileChanged: {
    subject: 'Ihre Mobilnummer für TANs wurde geändert',
    greeting: 'Guten Tag {firstName}',
    body: ['Ihre TANs zum Unterschreiben gehen ab jetzt an {maskedMobile}.'],
    footer: [
      'Falls Sie das nicht waren, ändern Sie Ihr Passwort und wenden Sie sich an den Support von Signet.',
    ],
  },
  levelChangeAsked: {
    subject: '{signerName} kann «{title}» nicht in der verlangten Stufe unterschreiben',
    greeting: 'Guten Tag {firstName}',
    body: [
      '{signerName} ({signerEmail}) kann «{title}» noch nicht mit einer {level} unterschreiben und bittet Sie, die Stufe der Anfrage zu ändern.',
    ],
    action: 'Anfrage öffnen',
    footer: [
      'Sie können die Stufe ändern oder sie belassen, falls sich die Person identifizieren lässt.',
    ],
  },
};
