/** The invitation's context on /login and /signup for an invitee without an account (ADR 0261). */
const catalog = {
  notice: {
    asks: '{{sender}} asks you to sign “{{title}}”.',
    business: 'On behalf of {{business}}',
    one_document: '1 document',
    documents: '{{count}} documents',
    logo: 'Logo of {{business}}',
  },
  login: {
    hint: 'Log in with {{email}} to open the document, or create an account with this address.',
    signup_link: 'Create an account with {{email}}',
  },
  signup: {
    hint: 'The request was sent to {{email}}. Once you have confirmed the address by e-mail and chosen a password, you go straight to the document.',
    other_address:
      'An account with another address will not see this request: the sender would have to invite that address.',
  },
};
export default catalog;
