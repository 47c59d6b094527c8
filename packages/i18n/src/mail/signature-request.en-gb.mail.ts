import type { SignatureRequestMailCatalog } from './signature-request.mail-catalog.ts';

export const enGbSignatureRequestMail: SignatureRequestMailCatalog = {
  signatureInvitation: {
    subject: '{senderName} asks you to sign "{title}"',
    greeting: 'Hello,',
    body: ['{senderName} has asked you to sign "{title}" with Signet.', '{message}'],
    action: 'Open the document',
    footer: ['You need a Signet account with this e-mail address to sign.'],
  },
  signatureReminder: {
    subject: 'Reminder: "{title}" is waiting for your signature',
    greeting: 'Hello,',
    body: ['{senderName} reminds you that "{title}" is still waiting for your signature.'],
    action: 'Open the document',
    footer: ['If you have already signed, you can ignore this e-mail.'],
  },
  signatureDelegated: {
    subject: '{senderName} has passed "{title}" to you for signing',
    greeting: 'Hello,',
    body: ['{senderName} has asked you to sign "{title}" in their place.', '{message}'],
    action: 'Open the document',
    footer: ['You need a Signet account with this e-mail address to sign.'],
  },
  requestDeclined: {
    subject: '"{title}" was declined',
    greeting: 'Hello,',
    body: [
      '{senderName} declined to sign "{title}". The signature request has ended.',
      '{message}',
    ],
    action: 'View the request',
    footer: [],
  },
  requestWithdrawn: {
    subject: '"{title}" was withdrawn',
    greeting: 'Hello,',
    body: [
      '{senderName} withdrew the signature request "{title}". There is nothing left to sign.',
      '{message}',
    ],
    footer: [],
  },
  requestExpired: {
    subject: '"{title}" has expired',
    greeting: 'Hello,',
    body: [
      'The last day to sign "{title}" has passed before everyone signed. The signature request has ended; nobody can sign it any more.',
    ],
    action: 'View the request',
    footer: ['The sender can start a new request with the same document.'],
  },
  requestCompleted: {
    subject: '"{title}" has been signed by everyone',
    greeting: 'Hello,',
    body: ['All signatures for "{title}" are complete.', 'Signed by {signers}.'],
    action: 'Download the document',
    footer: [],
  },
  observerAdded: {
    subject: 'You are following "{title}"',
    greeting: 'Hello,',
    body: [
      '{senderName} added you as an observer of "{title}". You will be told how the signing goes.',
    ],
    action: 'View the request',
    footer: [],
  },
};
