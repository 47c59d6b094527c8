import type { SignatureRequestMailCatalog } from './signature-request.mail-catalog.ts';

export const deChSignatureRequestMail: SignatureRequestMailCatalog = {
  signatureInvitation: {
    subject: '{senderName} bittet Sie, «{title}» zu unterschreiben',
    greeting: 'Guten Tag',
    body: ['{senderName} bittet Sie, «{title}» mit Signet zu unterschreiben.', '{message}'],
    action: 'Dokument öffnen',
    footer: ['Zum Unterschreiben brauchen Sie ein Signet-Konto mit dieser E-Mail-Adresse.'],
  },
  signatureReminder: {
    subject: 'Erinnerung: «{title}» wartet auf Ihre Unterschrift',
    greeting: 'Guten Tag',
    body: ['{senderName} erinnert Sie daran, dass «{title}» noch auf Ihre Unterschrift wartet.'],
    action: 'Dokument öffnen',
    footer: ['Wenn Sie bereits unterschrieben haben, können Sie diese E-Mail ignorieren.'],
  },
  signatureDelegated: {
    subject: '{senderName} hat Ihnen «{title}» zur Unterschrift übergeben',
    greeting: 'Guten Tag',
    body: [
      '{senderName} bittet Sie, «{title}» an seiner oder ihrer Stelle zu unterschreiben.',
      '{message}',
    ],
    action: 'Dokument öffnen',
    footer: ['Zum Unterschreiben brauchen Sie ein Signet-Konto mit dieser E-Mail-Adresse.'],
  },
  requestDeclined: {
    subject: '«{title}» wurde abgelehnt',
    greeting: 'Guten Tag',
    body: [
      '{senderName} hat die Unterschrift für «{title}» abgelehnt. Die Signaturanfrage ist beendet.',
      '{message}',
    ],
    action: 'Anfrage ansehen',
    footer: [],
  },
  requestWithdrawn: {
    subject: '«{title}» wurde zurückgezogen',
    greeting: 'Guten Tag',
    body: [
      '{senderName} hat die Signaturanfrage «{title}» zurückgezogen. Es gibt nichts mehr zu unterschreiben.',
      '{message}',
    ],
    footer: [],
  },
  requestExpired: {
    subject: '«{title}» ist abgelaufen',
    greeting: 'Guten Tag',
    body: [
      'Der letzte Tag zum Unterschreiben von «{title}» ist vorbei, bevor alle unterschrieben haben. Die Signaturanfrage ist beendet; niemand kann sie mehr unterschreiben.',
    ],
    action: 'Anfrage ansehen',
    footer: ['Die absendende Person kann mit demselben Dokument eine neue Anfrage starten.'],
  },
  requestCompleted: {
    subject: '«{title}» wurde von allen unterschrieben',
    greeting: 'Guten Tag',
    body: ['Alle Unterschriften für «{title}» sind vollständig.', 'Unterschrieben von {signers}.'],
    action: 'Dokument herunterladen',
    footer: [],
  },
  observerAdded: {
    subject: 'Sie verfolgen «{title}»',
    greeting: 'Guten Tag',
    body: [
      '{senderName} hat Sie als Beobachter von «{title}» hinzugefügt. Sie werden über den Fortschritt informiert.',
    ],
    action: 'Anfrage ansehen',
    footer: [],
  },
};
