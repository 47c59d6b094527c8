import type { AesForBusinessMailCatalog } from './aes-for-business.mail-catalog.ts';

export const enGbAesForBusinessMail: AesForBusinessMailCatalog = {
  aesForBusinessConfirmation: {
    subject: 'Please confirm AES for business for {businessName}',
    greeting: 'Hello {representativeName},',
    body: [
      '{businessName} has named you as its representative for AES for business on Signet.',
      'By confirming, you vouch for the identity of its members whose e-mail addresses are in {domains}: they can then sign with an advanced electronic signature (AES) under {legislation}.',
      'Please confirm only if you are authorised to represent {businessName}.',
    ],
    action: 'Confirm AES for business',
    footer: [
      "If you don't know about this, ignore this e-mail: nothing changes until you confirm.",
    ],
  },
};
