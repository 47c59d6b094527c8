import type { SealsMailCatalog } from './seals.mail-catalog.ts';

export const enGbSealsMail: SealsMailCatalog = {
  sealIssued: {
    subject: 'Your seal "{sealName}" is ready',
    greeting: 'Hello {firstName},',
    body: [
      'The seal "{sealName}" for {organisationName} has been issued to {businessName}.',
      'Choose the members who may sign with it: only they can use the seal.',
    ],
    action: 'Manage the seal',
    footer: ['You receive this e-mail as an admin of {businessName}.'],
  },
  sealRejected: {
    subject: 'Your seal request "{sealName}" was not approved',
    greeting: 'Hello {firstName},',
    body: [
      'The request for the seal "{sealName}" for {organisationName} could not be approved.',
      'Reason: {reason}',
      'You can send a new request with corrected details at any time.',
    ],
    action: 'Open seals',
    footer: ['You receive this e-mail as an admin of {businessName}.'],
  },
};
