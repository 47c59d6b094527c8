import { enGbAccountChangesMail } from './account-changes.en-gb.mail.ts';
import { enGbAesForBusinessMail } from './aes-for-business.en-gb.mail.ts';
import { enGbBusinessMail } from './business.en-gb.mail.ts';
import { enGbDirectSignMail } from './direct-sign.en-gb.mail.ts';
import type { MailCatalog, SmsCatalog } from './mail-catalog.ts';
import { enGbSealsMail } from './seals.en-gb.mail.ts';
import { enGbSignatureRequestMail } from './signature-request.en-gb.mail.ts';

export const enGbMail: MailCatalog = {
  ...enGbAccountChangesMail,
  ...enGbDirectSignMail,
  ...enGbSignatureRequestMail,
  ...enGbBusinessMail,
  ...enGbAesForBusinessMail,
  ...enGbSealsMail,
  signupConfirmation: {
    subject: 'Confirm your e-mail address for Signet',
    greeting: 'Hello,',
    body: [
      'Thanks for signing up to Signet. Please confirm your e-mail address to set up your account.',
    ],
    action: 'Confirm e-mail address',
    footer: [
      'The link is valid for {hours} hours.',
      "If you didn't sign up, you can simply ignore this e-mail.",
    ],
  },
  businessSignupConfirmation: {
    subject: 'Confirm your e-mail address for your Signet business account',
    greeting: 'Hello,',
    body: [
      'Thanks for choosing Signet for your business. Please confirm your e-mail address to continue setting up your business account.',
    ],
    action: 'Confirm e-mail address',
    footer: [
      'The link is valid for {hours} hours.',
      "If you didn't request this, you can simply ignore this e-mail.",
    ],
  },
  emailChangeConfirmation: {
    subject: 'Confirm your new e-mail address',
    greeting: 'Hello {firstName},',
    body: [
      'You asked to use this address for your Signet account from now on. Please confirm the change.',
    ],
    action: 'Confirm new address',
    footer: [
      'The link is valid for {hours} hours.',
      "If you didn't ask for this, ignore this e-mail — your account stays as it is.",
    ],
  },
  accountExists: {
    subject: 'You already have a Signet account',
    greeting: 'Hello,',
    body: [
      'Someone tried to sign up to Signet with this e-mail address, but there is already an account for it.',
      'You can log in right away. If you have forgotten your password, you can reset it.',
    ],
    action: 'Log in',
    footer: ["If this wasn't you, there's nothing you need to do."],
  },
  passwordReset: {
    subject: 'Reset your Signet password',
    greeting: 'Hello {firstName},',
    body: ['We received a request to reset the password for your Signet account.'],
    action: 'Choose a new password',
    footer: [
      'The link is valid for one hour and can only be used once.',
      "If you didn't ask for a new password, ignore this e-mail — your password won't change.",
    ],
  },
  passwordChanged: {
    subject: 'Your Signet password has been changed',
    greeting: 'Hello {firstName},',
    body: [
      'The password for your Signet account was changed just now. Any other devices have been signed out.',
    ],
    footer: ["If this wasn't you, reset your password straight away and get in touch with us."],
  },
  accountDeleted: {
    subject: 'Your Signet account has been deleted',
    greeting: 'Hello {firstName},',
    body: ["Your Signet account has been deleted, as you requested. We're sorry to see you go."],
    footer: ['You are welcome to sign up again at any time.'],
  },
  signature: 'Your Signet team',
};

export const enGbSms: SmsCatalog = {
  tan: 'Your Signet code is {tan}. It is valid for {minutes} minutes. Never share it with anyone.',
  verification:
    'Your Signet confirmation code is {secret}. It is valid for {minutes} minutes. Enter it to confirm this number.',
  mobileChanged:
    "Your Signet TANs now go to {maskedMobile}. If you didn't change this, contact Signet's support.",
};
