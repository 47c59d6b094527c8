import type { SealsMailCatalog } from './seals.mail-catalog.ts';

export const deChSealsMail: SealsMailCatalog = {
  sealIssued: {
    subject: 'Ihr Siegel «{sealName}» ist bereit',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Das Siegel «{sealName}» für {organisationName} wurde für {businessName} ausgestellt.',
      'Wählen Sie die Mitglieder, die damit unterschreiben dürfen: Nur sie können das Siegel verwenden.',
    ],
    action: 'Siegel verwalten',
    footer: ['Sie erhalten diese E-Mail als Admin von {businessName}.'],
  },
  sealRejected: {
    subject: 'Ihr Siegelantrag «{sealName}» wurde nicht genehmigt',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Der Antrag für das Siegel «{sealName}» für {organisationName} konnte nicht genehmigt werden.',
      'Begründung: {reason}',
      'Sie können jederzeit einen neuen Antrag mit korrigierten Angaben stellen.',
    ],
    action: 'Siegel öffnen',
    footer: ['Sie erhalten diese E-Mail als Admin von {businessName}.'],
  },
};
