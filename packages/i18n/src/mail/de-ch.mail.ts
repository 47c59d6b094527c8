import { deChAccountChangesMail } from './account-changes.de-ch.mail.ts';
import { deChAesForBusinessMail } from './aes-for-business.de-ch.mail.ts';
import { deChBusinessMail } from './business.de-ch.mail.ts';
import { deChDirectSignMail } from './direct-sign.de-ch.mail.ts';
import type { MailCatalog, SmsCatalog } from './mail-catalog.ts';
import { deChSealsMail } from './seals.de-ch.mail.ts';
import { deChSignatureRequestMail } from './signature-request.de-ch.mail.ts';

// Swiss German spelling: "ss" instead of "ß".
export const deChMail: MailCatalog = {
  ...deChAccountChangesMail,
  ...deChDirectSignMail,
  ...deChSignatureRequestMail,
  ...deChBusinessMail,
  ...deChAesForBusinessMail,
  ...deChSealsMail,
  signupConfirmation: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Signet',
    greeting: 'Guten Tag',
    body: [
      'Vielen Dank für Ihre Registrierung bei Signet. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto einzurichten.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    footer: [
      'Der Link ist {hours} Stunden gültig.',
      'Falls Sie sich nicht registriert haben, können Sie diese E-Mail einfach ignorieren.',
    ],
  },
  businessSignupConfirmation: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Ihr Signet-Businesskonto',
    greeting: 'Guten Tag',
    body: [
      'Schön, dass Sie Signet in Ihrem Unternehmen einsetzen möchten. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Businesskonto fertig einzurichten.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    footer: [
      'Der Link ist {hours} Stunden gültig.',
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail einfach ignorieren.',
    ],
  },
  emailChangeConfirmation: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Sie möchten diese Adresse künftig für Ihr Signet-Konto verwenden. Bitte bestätigen Sie die Änderung.',
    ],
    action: 'Neue Adresse bestätigen',
    footer: [
      'Der Link ist {hours} Stunden gültig.',
      'Falls Sie das nicht veranlasst haben, ignorieren Sie diese E-Mail – Ihr Konto bleibt unverändert.',
    ],
  },
  accountExists: {
    subject: 'Sie haben bereits ein Signet-Konto',
    greeting: 'Guten Tag',
    body: [
      'Jemand wollte sich mit dieser E-Mail-Adresse bei Signet registrieren. Für diese Adresse besteht jedoch bereits ein Konto.',
      'Sie können sich direkt anmelden. Falls Sie Ihr Passwort vergessen haben, können Sie es zurücksetzen.',
    ],
    action: 'Anmelden',
    footer: ['Falls Sie das nicht waren, müssen Sie nichts weiter tun.'],
  },
  passwordReset: {
    subject: 'Ihr Signet-Passwort zurücksetzen',
    greeting: 'Guten Tag {firstName}',
    body: ['Wir haben eine Anfrage erhalten, das Passwort für Ihr Signet-Konto zurückzusetzen.'],
    action: 'Neues Passwort wählen',
    footer: [
      'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden.',
      'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail – Ihr Passwort bleibt unverändert.',
    ],
  },
  passwordChanged: {
    subject: 'Ihr Signet-Passwort wurde geändert',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Das Passwort für Ihr Signet-Konto wurde soeben geändert. Alle anderen Geräte wurden abgemeldet.',
    ],
    footer: [
      'Falls Sie das nicht waren, setzen Sie Ihr Passwort bitte sofort zurück und melden Sie sich bei uns.',
    ],
  },
  accountDeleted: {
    subject: 'Ihr Signet-Konto wurde gelöscht',
    greeting: 'Guten Tag {firstName}',
    body: ['Wie gewünscht haben wir Ihr Signet-Konto gelöscht. Schade, dass Sie gehen.'],
    footer: ['Sie können sich jederzeit wieder registrieren.'],
  },
  signature: 'Ihr Signet-Team',
};

export const deChSms: SmsCatalog = {
  tan: 'Ihr Signet-Code lautet {tan}. Er ist {minutes} Minuten gültig. Geben Sie ihn niemandem weiter.',
  verification:
    'Ihr Signet-Bestätigungscode lautet {secret}. Er ist {minutes} Minuten gültig. Geben Sie ihn ein, um diese Nummer zu bestätigen.',
  mobileChanged:
    'Ihre Signet-TANs gehen jetzt an {maskedMobile}. Falls Sie das nicht waren, wenden Sie sich an den Support von Signet.',
};
