import type { DirectSignMailCatalog } from './direct-sign.mail-catalog.ts';

export const deChDirectSignMail: DirectSignMailCatalog = {
  directSignInvitation: {
    subject: '{senderName} bittet Sie, «{title}» zu unterschreiben',
    greeting: 'Guten Tag',
    body: ['{senderName} bittet Sie, «{title}» mit Signet zu unterschreiben.', '{message}'],
    action: 'Öffnen und unterschreiben',
    footer: [
      'Sie brauchen kein Konto: Der Link gilt nur für Sie und ist {days} Tage gültig.',
      'Möchten Sie lieber mit einem Signet-Konto unterschreiben? Hier melden Sie sich an oder eröffnen eines: {accountLink}',
      'Bitte leiten Sie diese E-Mail nicht weiter.',
    ],
  },
  directSignReminder: {
    subject: 'Erinnerung: «{title}» wartet auf Ihre Unterschrift',
    greeting: 'Guten Tag',
    body: ['{senderName} erinnert Sie daran, dass «{title}» noch auf Ihre Unterschrift wartet.'],
    action: 'Öffnen und unterschreiben',
    footer: [
      'Dieser Link ersetzt den früheren und ist {days} Tage gültig.',
      'Möchten Sie lieber mit einem Signet-Konto unterschreiben? Hier melden Sie sich an oder eröffnen eines: {accountLink}',
      'Wenn Sie bereits unterschrieben haben, können Sie diese E-Mail ignorieren.',
    ],
  },
  directSignNewLink: {
    subject: 'Ihr neuer Link zum Unterschreiben von «{title}»',
    greeting: 'Guten Tag',
    body: [
      'Hier ist der neue Link, den Sie zum Unterschreiben von «{title}» angefordert haben.',
      'Wenn Sie auf der geöffneten Seite bleiben möchten, geben Sie dort diesen Code ein: {code}. Er ist {minutes} Minuten gültig.',
    ],
    action: 'Öffnen und unterschreiben',
    footer: [
      'Der Link ist {days} Tage gültig und ersetzt frühere Links.',
      'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    ],
  },
};
