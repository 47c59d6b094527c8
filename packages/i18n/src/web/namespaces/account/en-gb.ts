// The 'account' namespace in English (United Kingdom): the reference its mirrors follow. The
// profile's contact details (mobile number for TANs, e-mail), its links, and the first steps.
const enGb = {
  mobile: {
    section: 'Mobile number for TANs',
    section_text: 'When you sign, Signet sends a one-time code (TAN) to this number.',
    none: 'No mobile number yet',
    add: 'Add mobile number',
    change: 'Change mobile number',
    title: 'Change your mobile number',
    text: 'Enter the new number and your password. We send a code to the new number; the change takes effect once you enter it.',
    number: 'New mobile number',
    number_help: 'With the country code, for example +41 79 123 45 67',
    password: 'Your password',
    send: 'Send code',
    code_text: 'We sent a code to {{masked}}. Enter it to confirm the new number.',
    code: 'Code from the SMS',
    confirm: 'Confirm number',
    saved: 'Your mobile number was changed.',
    invalid:
      'This is not a valid mobile number. Include the country code, such as +41 79 123 45 67.',
    code_wrong: 'The code is wrong. Please check the SMS and try again.',
    code_gone: 'The code has expired or was entered wrongly too often. Please ask for a new one.',
    too_many: 'Too many codes were sent to this number. Please try again later.',
  },
  email: {
    change: 'Change e-mail address',
    title: 'Change your e-mail address',
    text: 'Enter the new address and your password. We send a link to the new address; the change takes effect once you open it, and your current address is told.',
    address: 'New e-mail address',
    password: 'Your password',
    send: 'Send link',
    sent: 'We sent a link to {{email}}. Open it to confirm the change.',
  },
  visual: {
    section: 'Visual signature',
    section_text: 'The stamp shown on the page where you sign: your name, handwriting or an image.',
    open: 'Edit visual signature',
  },
  name_too_long:
    'First and last name together may have at most 64 characters, the most a signing certificate carries.',
};

export default enGb;
