// The 'api' namespace in English (United Kingdom): the business admin's API accounts
// (/business/developers/api). The reference its mirrors follow.
const enGb = {
  page: {
    title: 'API',
    intro:
      'API accounts let your own systems request signatures through the Signet API. Keep their keys secret.',
    load_failed: 'The API accounts could not be loaded.',
    retry: 'Try again',
  },
  list: {
    heading: 'API accounts',
    none: 'Your business has no API account yet. Create one below.',
    name: 'Name',
    kind: 'Kind',
    key_from: 'Key from',
    actions: 'Actions',
  },
  kind: { demo: 'Demo', production: 'Production' },
  form: {
    heading: 'Create an API account',
    intro:
      'Demo keys are for development: their signatures have no legal weight and are free. Signatures requested with production keys are charged to your business.',
    name: 'Name',
    name_hint: 'For example the system that will use it',
    name_invalid: 'Enter a name of 1 to 64 characters.',
    kind: 'Kind',
    kind_hint: {
      demo: 'Signs at demo level, free of charge',
      production: 'Counted for your business',
    },
    submit: 'Create API account',
  },
  key: {
    title: 'API key of {{name}}',
    once: 'Copy the key now. It is shown only this once; afterwards only a reset gives a new one.',
    username: 'Username',
    key: 'API key',
    copy: 'Copy key',
    copied: 'The key has been copied.',
    copy_failed: 'The key could not be copied. Please select and copy it by hand.',
    done: 'Done',
  },
  reset: {
    open: 'Reset the key of {{name}}',
    title: 'Reset the key?',
    text: 'The key of {{name}} stops working at once, and so do its access tokens. A new key is shown once.',
    submit: 'Reset key',
  },
  delete: {
    open: 'Delete {{name}}',
    title: 'Delete the API account?',
    text: '{{name}} and its key stop working at once. Requests it made stay in your business.',
    submit: 'Delete',
    done: '{{name}} has been deleted.',
  },
  dialog: { cancel: 'Cancel' },
  reference: {
    heading: 'API reference',
    text: 'Log in at /api/v2/access/login with the username and key, then send the token as a bearer token.',
    link: 'Open the API reference',
  },
  errors: {
    API_ACCOUNT_NOT_FOUND: 'This API account does not exist in your business.',
    API_ACCOUNT_LIMIT: 'Your business has the most API accounts it may keep. Delete one first.',
    API_SEAL_NOT_IN_BUSINESS: 'Only a seal of your business can be given to an API account.',
    BUSINESS_DELETION_PENDING:
      'This business account is scheduled for deletion. Revoke the deletion to make changes.',
    VALIDATION_FAILED: 'Please check your entries.',
    FORBIDDEN: 'Only admins of the business can do this.',
    RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
    NETWORK: 'No connection. Please check your connection and try again.',
    UNKNOWN: 'Something went wrong. Please try again.',
  },
};

export default enGb;
