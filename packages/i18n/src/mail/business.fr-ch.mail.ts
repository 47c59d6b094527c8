import type { BusinessMailCatalog, BusinessRoleNames } from './business.mail-catalog.ts';

export const frChBusinessMail: BusinessMailCatalog = {
  businessInvitation: {
    subject: '{inviterName} vous invite à rejoindre {businessName} sur Signet',
    greeting: 'Bonjour,',
    body: [
      '{inviterName} vous invite à rejoindre le compte entreprise de {businessName} sur Signet.',
      "En tant que membre, vous envoyez et signez des documents via le compte entreprise, et c'est l'entreprise qui paie vos signatures.",
    ],
    action: "Accepter l'invitation",
    footer: [
      "L'invitation est valable {days} jours.",
      'Si vous ne vous attendiez pas à cette invitation, vous pouvez simplement ignorer cet e-mail.',
    ],
  },
  businessJoined: {
    subject: 'Bienvenue chez {businessName} sur Signet',
    greeting: 'Bonjour {firstName},',
    body: [
      'Vous êtes désormais membre du compte entreprise de {businessName} sur Signet.',
      'Les demandes de signature que vous créez à partir de maintenant appartiennent à {businessName}, et ses paramètres s’y appliquent.',
    ],
    footer: [],
  },
  businessRoleChanged: {
    subject: 'Votre rôle au sein de {businessName} a changé',
    greeting: 'Bonjour {firstName},',
    body: [
      'Votre rôle dans le compte entreprise de {businessName} sur Signet a changé. Nouveau rôle : {role}.',
    ],
    footer: [
      'Pour toute question à ce sujet, adressez-vous à un administrateur ou une administratrice de {businessName}.',
    ],
  },
  businessRemoved: {
    subject: "Vous n'êtes plus membre de {businessName}",
    greeting: 'Bonjour {firstName},',
    body: [
      'Un administrateur ou une administratrice vous a retiré·e du compte entreprise de {businessName} sur Signet.',
      'Votre compte Signet est conservé, tout comme les demandes de signature que vous avez créées. Vous utilisez désormais Signet à titre individuel.',
    ],
    footer: [
      "Si vous pensez qu'il s'agit d'une erreur, adressez-vous à un administrateur ou une administratrice de {businessName}.",
    ],
  },
  businessDeleted: {
    subject: 'Le compte entreprise de {businessName} a été supprimé',
    greeting: 'Bonjour {firstName},',
    body: [
      'Le compte entreprise de {businessName} sur Signet a été supprimé, et votre adhésion avec lui.',
      'Votre compte Signet est conservé, tout comme les demandes de signature que vous avez créées. Vous utilisez désormais Signet à titre individuel.',
    ],
    footer: [],
  },
  businessDomainClaimed: {
    subject: '{domain} appartient désormais à {businessName} sur Signet',
    greeting: 'Bonjour {firstName},',
    body: [
      '{claimerName} a revendiqué le domaine {domain} pour le compte entreprise de {businessName}.',
      "Toute personne qui s'inscrit sur Signet avec une adresse du domaine {domain} se verra proposer de rejoindre {businessName}.",
    ],
    footer: [
      "Si ce n'était pas voulu, un administrateur ou une administratrice peut libérer le domaine sous Membres → Domaines.",
    ],
  },
};

export const frChBusinessRoles: BusinessRoleNames = {
  admin: 'administrateur·rice',
  member: 'membre',
};
