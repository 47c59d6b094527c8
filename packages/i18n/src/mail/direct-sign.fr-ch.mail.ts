import type { DirectSignMailCatalog } from './direct-sign.mail-catalog.ts';

export const frChDirectSignMail: DirectSignMailCatalog = {
  directSignInvitation: {
    subject: '{senderName} vous demande de signer « {title} »',
    greeting: 'Bonjour,',
    body: ['{senderName} vous demande de signer « {title} » avec Signet.', '{message}'],
    action: 'Ouvrir et signer',
    footer: [
      "Vous n'avez pas besoin de compte : ce lien est personnel et valable {days} jours.",
      'Vous préférez signer avec un compte Signet ? Connectez-vous ou créez-en un ici : {accountLink}',
      'Merci de ne pas transférer cet e-mail.',
    ],
  },
  directSignReminder: {
    subject: 'Rappel : « {title} » attend votre signature',
    greeting: 'Bonjour,',
    body: ['{senderName} vous rappelle que « {title} » attend toujours votre signature.'],
    action: 'Ouvrir et signer',
    footer: [
      'Ce lien remplace le précédent et est valable {days} jours.',
      'Vous préférez signer avec un compte Signet ? Connectez-vous ou créez-en un ici : {accountLink}',
      'Si vous avez déjà signé, vous pouvez ignorer cet e-mail.',
    ],
  },
  directSignNewLink: {
    subject: 'Votre nouveau lien pour signer « {title} »',
    greeting: 'Bonjour,',
    body: [
      'Voici le nouveau lien que vous avez demandé pour signer « {title} ».',
      'Si vous préférez rester sur la page ouverte, saisissez-y ce code : {code}. Il est valable {minutes} minutes.',
    ],
    action: 'Ouvrir et signer',
    footer: [
      'Le lien est valable {days} jours et remplace les précédents.',
      "Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.",
    ],
  },
};
