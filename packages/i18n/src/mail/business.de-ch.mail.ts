import type { BusinessMailCatalog, BusinessRoleNames } from './business.mail-catalog.ts';

// Swiss German spelling: "ss" instead of "ß".
export const deChBusinessMail: BusinessMailCatalog = {
  businessInvitation: {
    subject: '{inviterName} lädt Sie zu {businessName} auf Signet ein',
    greeting: 'Guten Tag',
    body: [
      '{inviterName} lädt Sie ein, dem Businesskonto von {businessName} auf Signet beizutreten.',
      'Als Mitglied versenden und unterschreiben Sie Dokumente über das Businesskonto, und das Unternehmen bezahlt Ihre Unterschriften.',
    ],
    action: 'Einladung annehmen',
    footer: [
      'Die Einladung ist {days} Tage gültig.',
      'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail einfach ignorieren.',
    ],
  },
  businessJoined: {
    subject: 'Willkommen bei {businessName} auf Signet',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Sie sind jetzt Mitglied des Businesskontos von {businessName} auf Signet.',
      'Signaturanfragen, die Sie ab jetzt erstellen, gehören zu {businessName}, und dessen Einstellungen gelten für sie.',
    ],
    footer: [],
  },
  businessRoleChanged: {
    subject: 'Ihre Rolle bei {businessName} wurde geändert',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Ihre Rolle im Businesskonto von {businessName} auf Signet wurde geändert. Neue Rolle: {role}.',
    ],
    footer: ['Bei Fragen dazu wenden Sie sich bitte an einen Admin von {businessName}.'],
  },
  businessRemoved: {
    subject: 'Sie sind nicht mehr Mitglied von {businessName}',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Ein Admin hat Sie aus dem Businesskonto von {businessName} auf Signet entfernt.',
      'Ihr Signet-Konto bleibt bestehen, ebenso die Signaturanfragen, die Sie erstellt haben. Ab jetzt nutzen Sie Signet als Einzelperson.',
    ],
    footer: [
      'Falls Sie denken, dass es sich um einen Irrtum handelt, wenden Sie sich bitte an einen Admin von {businessName}.',
    ],
  },
  businessDeleted: {
    subject: 'Das Businesskonto von {businessName} wurde gelöscht',
    greeting: 'Guten Tag {firstName}',
    body: [
      'Das Businesskonto von {businessName} auf Signet wurde gelöscht und damit auch Ihre Mitgliedschaft.',
      'Ihr Signet-Konto bleibt bestehen, ebenso die Signaturanfragen, die Sie erstellt haben. Ab jetzt nutzen Sie Signet als Einzelperson.',
    ],
    footer: [],
  },
  businessDomainClaimed: {
    subject: '{domain} gehört jetzt zu {businessName} auf Signet',
    greeting: 'Guten Tag {firstName}',
    body: [
      '{claimerName} hat die Domain {domain} für das Businesskonto von {businessName} beansprucht.',
      'Wer sich mit einer Adresse unter {domain} bei Signet registriert, erhält das Angebot, {businessName} beizutreten.',
    ],
    footer: [
      'Falls das nicht beabsichtigt war, kann ein Admin die Domain unter Mitglieder → Domains wieder freigeben.',
    ],
  },
};

export const deChBusinessRoles: BusinessRoleNames = { admin: 'Admin', member: 'Mitglied' };
