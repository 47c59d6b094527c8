import type { AccountChangesMailCatalog } from './account-changes.mail-catalog.ts';

export const frChAccountChangesMail: AccountChangesMailCatalog = {
  emailChanged: {
    subject: 'L’adresse e-mail de votre compte Signet a été modifiée',
    greeting: 'Bonjour {firstName},',
    body: [
      'Votre compte Signet utilise désormais {newEmail}. Cette adresse-ci ne permet plus de vous connecter.',
    ],
    footer: [
      'Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement le support Signet.',
    ],
  },
  mobileChanged: {
    subject: 'Votre numéro de mobile pour les TAN a été modifié',
    greeting: 'Bonjour {firstName},',
    body: ['Dorénavant, vos TAN de signature sont envoyés au {maskedMobile}.'],
    footer: [
      'Si vous n’êtes pas à l’origine de ce changement, changez votre mot de passe et contactez le support Signet.',
    ],
  },
  levelChangeAsked: {
    subject: '{signerName} ne peut pas signer « {title} » au niveau demandé',
    greeting: 'Bonjour {firstName},',
    body: [
      '{signerName} ({signerEmail}) ne peut pas encore signer « {title} » avec une {level} et vous demande de changer le niveau de la demande.',
    ],
    action: 'Ouvrir la demande',
    footer: ['Vous pouvez changer le niveau, ou le garder si la personne se fait identifier.'],
  },
};
