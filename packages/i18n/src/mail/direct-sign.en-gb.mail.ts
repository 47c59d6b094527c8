import type { DirectSignMailCatalog } from './direct-sign.mail-catalog.ts';

export const enGbDirectSignMail: DirectSignMailCatalog = {
  directSignInvitation: {
    subject: '{senderName} asks you to sign "{title}"',
    greeting: 'Hello,',
    body: ['{senderName} has asked you to sign "{title}" with Signet.', '{message}'],
    action: 'Open and sign',
    footer: [
      'You do not need an account: the link is yours alone and is valid for {days} days.',
      'Would you rather sign with a Signet account? Log in or create one here: {accountLink}',
      'Please do not forward this e-mail.',
    ],
  },
  directSignReminder: {
    subject: 'Reminder: "{title}" is waiting for your signature',
    greeting: 'Hello,',
    body: ['{senderName} reminds you that "{title}" is still waiting for your signature.'],
    action: 'Open and sign',
    footer: [
      'This link replaces the one you received before and is valid for {days} days.',
      'Would you rather sign with a Signet account? Log in or create one here: {accountLink}',
      'If you have already signed, you can ignore this e-mail.',
    ],
  },
  directSignNewLink: {
    subject: 'Your new link to sign "{title}"',
    greeting: 'Hello,',
    body: [
      'Here is the new link you asked for to sign "{title}".',
      'If you would rather stay on the page you have open, enter this code there: {code}. It is valid for {minutes} minutes.',
    ],
    action: 'Open and sign',
    footer: [
      'The link is valid for {days} days and replaces earlier ones.',
      "If you didn't ask for it, you can ignore this e-mail.",
    ],
  },
};
