// The 'direct' namespace in English (United Kingdom): the screens of a guest who signs by link.
const enGb = {
  loading: 'Loading the document to sign',
  load_failed: 'The document could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  landing: {
    asks: '{{name}} asks you to sign',
    message: 'Message from {{name}}',
    documents: 'Documents',
    level: 'Signature: {{level}}',
    review: 'Review and sign',
    preview: 'Preview the documents',
    signed_by: '{{signed}} of {{total}} signers have signed',
    identity: 'You sign as {{name}} ({{email}}).',
  },
  status: {
    signed: 'You have signed this document.',
    declined: 'You have declined to sign this document.',
    ended:
      'This document can no longer be signed: the request was signed by everyone, declined or withdrawn.',
  },
  preview: {
    title: 'Preview',
    back: 'Back',
  },
  viewer: {
    toolbar: 'Document actions',
    sign: 'Sign',
    decline: 'Decline',
    download: 'Download the signed document',
    your_field: 'Your signature goes here',
    page: '{{document}}, page {{page}} of {{pages}}',
  },
  success: {
    title: 'Signed',
    text: 'Thank you. Your signature has been added to the document.',
    text_completed: 'Thank you. Everyone has signed: the document is complete.',
    countdown: 'Taking you back in {{count}} s.',
    leaving: 'Taking you back…',
    leave_now: 'Leave now',
    close: 'Back to the document',
  },
  declined: {
    title: 'You declined to sign',
    text: 'The sender has been told that you will not sign this document.',
  },
  link: {
    DIRECT_LINK_EXPIRED: {
      title: 'This link has expired',
      text: 'Signing links are valid for a limited time. We can send a new link to your e-mail address.',
    },
    DIRECT_LINK_USED: {
      title: 'This link has been replaced',
      text: 'A newer link was sent to you, so this one no longer works. Please open the newest e-mail, or ask for a new link.',
    },
    DIRECT_LINK_TAMPERED: {
      title: 'This link does not work',
      text: 'The link is incomplete or was changed. Please open it again from the e-mail, copying the whole address.',
    },
    resend: 'Send me a new link',
    sent: 'A new link is on its way to {{address}}.',
    send_failed: 'The new link could not be sent. Please try again later.',
    leave: 'Leave',
  },
  verification: {
    title: 'Confirm your mobile number',
    text: 'We sent a 6-digit code to {{mobile}}. Enter it to confirm the number; then the code for your signature goes there.',
    label: 'Confirmation code',
    submit: 'Confirm',
    resend: 'Send a new code',
    cancel: 'Cancel',
    invalid: 'This code is not correct. Please check the SMS and try again.',
    expired: 'This code has expired or was already used. Please ask for a new one.',
    locked: 'Too many wrong codes. Please ask for a new one.',
    failed: 'That did not work. Please check your connection and try again.',
  },
  identification: {
    title: 'Identification is not available here yet',
    text: 'This signature needs your identity confirmed with {{method}}. Identification for guests is not available yet, so this document cannot be signed here at this level.',
    hint: 'Please contact the sender: they can ask for a simple electronic signature instead, or invite you to sign with an account.',
    back: 'Back to the document',
    methods: {
      eidas_self: 'an EU identification by photo',
      eidas_video: 'an EU video identification',
      zertes_auto: 'a Swiss automatic identification',
      zertes_video: 'a Swiss video identification',
      zertes_personal_details: 'your personal details for a Swiss identification',
      id_austria: 'ID Austria',
    },
  },
};

export default enGb;
