import type { BusinessMailCatalog, BusinessRoleNames } from './business.mail-catalog.ts';

export const enGbBusinessMail: BusinessMailCatalog = {
  businessInvitation: {
    subject: '{inviterName} has invited you to join {businessName} on Signet',
    greeting: 'Hello,',
    body: [
      '{inviterName} has invited you to join the business account of {businessName} on Signet.',
      'As a member, you send and sign documents under the business account, and the business pays for your signatures.',
    ],
    action: 'Accept invitation',
    footer: [
      'The invitation is valid for {days} days.',
      "If you weren't expecting this invitation, you can simply ignore this e-mail.",
    ],
  },
  businessJoined: {
    subject: 'Welcome to {businessName} on Signet',
    greeting: 'Hello {firstName},',
    body: [
      'You are now a member of the business account of {businessName} on Signet.',
      'Signature requests you create from now on belong to {businessName}, and its settings apply to them.',
    ],
    footer: [],
  },
  businessRoleChanged: {
    subject: 'Your role in {businessName} has changed',
    greeting: 'Hello {firstName},',
    body: [
      'Your role in the business account of {businessName} on Signet has changed. New role: {role}.',
    ],
    footer: ['If you have any questions about this, please contact an admin of {businessName}.'],
  },
  businessRemoved: {
    subject: 'You are no longer a member of {businessName}',
    greeting: 'Hello {firstName},',
    body: [
      'An admin has removed you from the business account of {businessName} on Signet.',
      'Your Signet account remains, and so do the signature requests you created. From now on, you use Signet as an individual user.',
    ],
    footer: ['If you think this is a mistake, please contact an admin of {businessName}.'],
  },
  businessDeleted: {
    subject: 'The business account of {businessName} has been deleted',
    greeting: 'Hello {firstName},',
    body: [
      'The business account of {businessName} on Signet has been deleted, and with it your membership.',
      'Your Signet account remains, and so do the signature requests you created. From now on, you use Signet as an individual user.',
    ],
    footer: [],
  },
  businessDomainClaimed: {
    subject: '{domain} now belongs to {businessName} on Signet',
    greeting: 'Hello {firstName},',
    body: [
      '{claimerName} has claimed the domain {domain} for the business account of {businessName}.',
      'Anyone who signs up to Signet with an address at {domain} will be offered to join {businessName}.',
    ],
    footer: [
      'If this was not intended, an admin can release the domain again under Members → Domains.',
    ],
  },
};

export const enGbBusinessRoles: BusinessRoleNames = { admin: 'admin', member: 'member' };
