import type { SealsMailCatalog } from './seals.mail-catalog.ts';

export const frChSealsMail: SealsMailCatalog = {
  sealIssued: {
    subject: 'Votre cachet « {sealName} » est prêt',
    greeting: 'Bonjour {firstName},',
    body: [
      'Le cachet « {sealName} » pour {organisationName} a été émis pour {businessName}.',
      'Choisissez les membres autorisés à signer avec : eux seuls peuvent utiliser le cachet.',
    ],
    action: 'Gérer le cachet',
    footer: ['Vous recevez cet e-mail en tant qu’admin de {businessName}.'],
  },
  sealRejected: {
    subject: 'Votre demande de cachet « {sealName} » n’a pas été approuvée',
    greeting: 'Bonjour {firstName},',
    body: [
      'La demande du cachet « {sealName} » pour {organisationName} n’a pas pu être approuvée.',
      'Motif : {reason}',
      'Vous pouvez envoyer à tout moment une nouvelle demande avec des données corrigées.',
    ],
    action: 'Ouvrir les cachets',
    footer: ['Vous recevez cet e-mail en tant qu’admin de {businessName}.'],
  },
};
