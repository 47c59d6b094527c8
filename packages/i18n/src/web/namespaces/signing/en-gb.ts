// The 'signing' namespace in English (United Kingdom): the reference its mirrors follow.
const enGb = {
  action: {
    sign: 'Sign',
    sign_personally: 'Sign personally',
    sign_with_seal: 'Sign with the seal {{name}}',
    start_failed: 'Signing could not be started. Please try again.',
  },
  actions: {
    cancel: 'Cancel',
  },
  overlay: {
    back: 'Back to the document',
    dashboard: 'Go to the dashboard',
    action_failed: 'That did not work. Please check your connection and try again.',
  },
  terms: {
    title: 'Terms of use',
    text: 'Before you sign, please accept the terms of use. They explain how your signature is created and what it means legally.',
    checkbox: 'I have read and accept the <terms>terms of use</terms>.',
    accept: 'Accept and continue',
  },
  part11: {
    info: {
      title: 'A signature under FDA 21 CFR Part 11',
      text: 'The sender asks for a signature that meets the FDA rules for electronic records. Your signature will show:',
      name: 'your printed name,',
      reason: 'the meaning of your signature, such as approval, review or authorship,',
      tan: 'the date and time. You confirm it with a code sent to your mobile phone.',
      continue: 'Continue',
    },
    verification: {
      title: 'Confirm your Part 11 signature',
      text: 'These details become part of the signature and of the audit trail. They are remembered for your next Part 11 signature.',
      name: 'Printed name',
      reason: 'Meaning of the signature',
      reason_hint: 'For example: Approved, Reviewed, Author',
      required: 'This field is required',
      submit: 'Continue to signing',
    },
  },
  mobile: {
    title: 'Your mobile number',
    text: 'You confirm each signature with a one-time code that we send to your mobile phone by SMS. Please add your mobile number to continue.',
    label: 'Mobile number',
    hint: 'Including the country code, for example +41 79 123 45 67',
    invalid: 'Please enter a valid mobile number, for example +41 79 123 45 67',
    failed: 'The mobile number could not be saved. Please check it and try again.',
    submit: 'Save and send code',
  },
  tan: {
    title: 'Enter your code',
    text: 'We have sent a 6-digit code to your mobile phone by SMS. It is valid for 5 minutes.',
    text_to: 'We have sent a 6-digit code to {{mobile}} by SMS. It is valid for 5 minutes.',
    label: 'Code from the SMS',
    hint: '6 digits',
    format: 'The code has 6 digits.',
    submit: 'Sign now',
    resend: 'Send a new code',
    invalid: 'Wrong code: {{tries}} tries left.',
    invalid_last:
      'Wrong code: 1 try left. Another wrong code locks signing for {{minutes}} minutes.',
    expired: 'This code has expired. Please ask for a new one.',
    resend_in: 'Send a new code in {{seconds}} s',
    resend_from: 'Send a new code from {{time}}',
    rate_limited:
      'A new code cannot be sent yet. The code you last received still works while it is valid.',
    resend_failed: 'A new code could not be sent. Please try again in a moment.',
  },
  upgrade: {
    title: 'A higher signature standard is needed',
    level: {
      ses: 'This document asks for a simple electronic signature (SES).',
      aes: 'This document asks for an advanced electronic signature (AES) under {{legislation}}. Your account is not yet identified for this standard.',
      qes: 'This document asks for a qualified electronic signature (QES) under {{legislation}}. Your account is not yet identified for this standard.',
    },
    verify_email: 'Please confirm your email address first, using the link we sent you.',
    ask_sender:
      'You can ask the sender to choose a standard you already hold, or get identified for it and sign afterwards.',
    close: 'Understood',
    identify: 'Get identified',
    ask: 'Ask the sender to change the level',
    asked_sent: 'The sender was asked by e-mail to change the level.',
    asked_already: 'You have asked the sender already. You can ask again tomorrow.',
    asked_failed: 'The sender could not be asked. Please try again later.',
  },
  progress: {
    title: 'Signing in progress',
    text: 'Your signature is being created and added to the document. This usually takes a few seconds. Please keep this page open.',
  },
  failure: {
    title: 'Signing failed',
    service:
      'The signature could not be created. Nothing has been changed in the document. Please try again.',
    alreadySigned: 'You have already signed this document.',
    requestClosed:
      'This signature request is no longer open for signing. It may have been signed by everyone, declined or withdrawn in the meantime.',
    notAvailable: 'This document or seal is no longer available to you.',
    sealLevel: 'This seal does not meet the signature standard the document asks for.',
    notYourTurn:
      'It is not your turn yet: this request is signed in order and waits for earlier signers. You will get an e-mail when it is your turn.',
    unexpected:
      'Something went wrong while signing. Nothing has been changed in the document. Please try again.',
    retry: 'Try again',
  },
  tan_locked: {
    title: 'Signing locked',
    text: 'You entered a wrong code {{tries}} times in a row. For your security, signing is locked for {{minutes}} minutes.',
  },
  locked: {
    title: 'Signing is locked',
    text: 'Signing is locked for a while after several wrong codes. Please try again later; the lock ends at most {{minutes}} minutes after the last wrong code.',
    until: 'You can sign again from {{time}}.',
  },
  exhausted: {
    title: 'No signatures left',
    text: 'You have used all the free signatures of your account. To sign this document, upgrade to a plan or ask the sender to invite you with a business account.',
  },
  serial_mismatch: {
    title: 'Serial number mismatch',
    text: 'The signing certificate did not match your identity, so nothing was signed and the document is unchanged. This can happen when the trust service mixes up certificates. You can try again; if it happens again, please contact support.',
    retry: 'Try again',
    support: 'Contact support',
  },
  signed: {
    title: 'Thank you for signing',
    text_without_request:
      'Your signature has been added. You will find the document on your dashboard.',
    load_failed: 'The signature request could not be loaded. You will find it on your dashboard.',
    complete: 'Everyone has signed “{{title}}”. The signed document is ready.',
    waiting:
      'Your signature on “{{title}}” is in place. Signatures still open: {{count}}. We will email you when everyone has signed.',
    progress: '{{signed}} of {{total}} signed',
    download_signed: 'Download signed PDF',
    download_current: 'Download current version',
    download_zip: 'Download all as ZIP',
    download_protocol: 'Download signature protocol',
    download_failed: 'The download failed. Please try again.',
    to_dashboard: 'Back to the dashboard',
    open_document: 'Open the document',
  },
  // Guiding the signer (issue 20): pages, zoom, fields, order, consent.
  guide: {
    consent: 'I sign “{{title}}” as {{name}} with {{level}} under {{legislation}}.',
    level: {
      SES: 'a simple electronic signature (SES)',
      AES: 'an advanced electronic signature (AES)',
      AES_MINIMAL: 'an advanced electronic signature (AES)',
      QES: 'a qualified electronic signature (QES)',
      DEMO: 'a demo signature (no legal effect)',
    },
    legislation: {
      ZERTES: 'Swiss law (ZertES)',
      EIDAS: 'EU law (eIDAS)',
    },
  },
};

export default enGb;
