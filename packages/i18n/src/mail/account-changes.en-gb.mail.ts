import type { AccountChangesMailCatalog } from './account-changes.mail-catalog.ts';

export const enGbAccountChangesMail: AccountChangesMailCatalog = {
  emailChanged: {
    subject: 'The e-mail address of your Signet account was changed',
    greeting: 'Hello {firstName},',
    body: ['Your Signet account now uses {newEmail}. This address no longer signs you in.'],
    footer: ["If you didn't make this change, contact Signet's support at once."],
  },
  mobileChanged: {
    subject: 'Your mobile number for TANs was changed',
    greeting: 'Hello {firstName},',
    body: ['From now on, your TANs for signing go to {maskedMobile}.'],
    footer: ["If you didn't make this change, change your password and contact Signet's support."],
  },
  levelChangeAsked: {
    subject: '{signerName} cannot sign "{title}" at the level you asked for',
    greeting: 'Hello {firstName},',
    body: [
      '{signerName} ({signerEmail}) cannot sign "{title}" with a {level} yet and asks you to change the level of the request.',
    ],
    action: 'Open the request',
    footer: ['You can change the level, or leave it if the signer will get identified.'],
  },
};
