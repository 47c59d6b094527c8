import type { SealsMailCatalog } from './seals.mail-catalog.ts';

export const itSealsMail: SealsMailCatalog = {
  sealIssued: {
    subject: 'Il suo sigillo «{sealName}» è pronto',
    greeting: 'Buongiorno {firstName},',
    body: [
      'Il sigillo «{sealName}» per {organisationName} è stato emesso per {businessName}.',
      'Scelga i membri che possono firmare con esso: solo loro possono usare il sigillo.',
    ],
    action: 'Gestisci il sigillo',
    footer: ['Riceve questa e-mail in quanto admin di {businessName}.'],
  },
  sealRejected: {
    subject: 'La sua richiesta di sigillo «{sealName}» non è stata approvata',
    greeting: 'Buongiorno {firstName},',
    body: [
      'La richiesta del sigillo «{sealName}» per {organisationName} non ha potuto essere approvata.',
      'Motivo: {reason}',
      'Può inviare in qualsiasi momento una nuova richiesta con dati corretti.',
    ],
    action: 'Apri i sigilli',
    footer: ['Riceve questa e-mail in quanto admin di {businessName}.'],
  },
};
