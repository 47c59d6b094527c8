// The 'business' namespace in English (United Kingdom): the reference its mirrors follow.
const enGb = {
  nav: {
    label: 'Business administration',
    profile: 'Profile',
    settings: 'Settings',
    members: 'Members',
    domains: 'Domains',
    signer_groups: 'Signer groups',
    dashboard: 'Dashboard',
    activity: 'Activity',
    aes_for_business: 'AES for Business',
    api: 'API',
    seals: 'Seals',
  },
  page: {
    load_failed: 'Your business could not be loaded.',
    retry: 'Try again',
  },
  signup: {
    title: 'Create a business account',
    subtitle:
      'Enter your work email address. We will send you a link to set up your account and your business.',
    email: 'Work email address',
    email_hint: 'You will be the first admin of the business account.',
    submit: 'Continue',
    have_account: 'Already have a Signet account?',
    login_link: 'Log in and add a business',
  },
  mail_sent: {
    title: 'Check your inbox',
    text: 'We have sent you an email with a link. Open it to set up your business account.',
    text_to:
      'We have sent an email to {{email}}. Open the link in it to set up your business account.',
    retry: 'Use a different email address',
  },
  steps: {
    title: 'Your account',
    subtitle:
      'Step 1 of 2: tell us your name and choose a password for {{email}}. Next, you enter your business details.',
    submit: 'Continue to business details',
  },
  register: {
    title: 'Set up your business account',
    subtitle:
      'Members of a business sign on its account, and you as its admin manage members, branding and settings.',
    section: 'Business details',
    name: 'Business name',
    email: 'Business email address',
    email_hint: 'Where we send invoices and important notices about the business account.',
    phone: 'Phone number (optional)',
    gtc: 'I accept the <terms>terms and conditions</terms> on behalf of the business',
    gtc_required: 'Please accept the terms and conditions to continue',
    dpa: 'I accept the <dpa>data processing agreement</dpa> on behalf of the business',
    dpa_required: 'Please accept the data processing agreement to continue',
    submit: 'Create business account',
  },
  welcome: {
    title: 'Your business account is ready',
    title_named: '{{name}} is ready',
    text: 'You are the admin of the business account. Here is what most admins do first.',
    next: 'Next steps',
    members_title: 'Invite your colleagues',
    members_text:
      'Members sign documents on the business account and need no credits of their own.',
    members_action: 'Invite members',
    logo_title: 'Add your logo',
    logo_text:
      'Your logo and support contact are shown to everyone who signs a document your members send.',
    logo_action: 'Open business profile',
    settings_title: 'Choose your settings',
    settings_text:
      'Decide how long finished documents are kept and what the completion emails contain.',
    settings_action: 'Open settings',
    later: 'Go to my documents',
  },
  profile: {
    heading: 'Business profile',
    details: 'Business details',
    name: 'Business name',
    email: 'Business email address',
    phone: 'Phone number',
    support_title: 'Support contact for signers',
    support_text:
      'Shown to people who sign your members’ documents, so they know whom to ask. Leave empty to show none.',
    support_email: 'Support email',
    support_phone: 'Support phone',
    support_blanked_email:
      'The support email address was not valid and has not been saved. Please check it.',
    support_blanked_phone:
      'The support phone number was not valid and has not been saved. Please check it.',
    support_blanked_both:
      'The support email address and phone number were not valid and have not been saved. Please check them.',
    saved: 'The business details have been saved.',
  },
  logo: {
    title: 'Logo',
    text: 'Shown in emails to signers and on the signing pages of your members’ documents.',
    hint: 'PNG, JPEG or WebP, at most 1 MB. It is scaled to fit 600 × 200 pixels.',
    none: 'No logo yet',
    alt: 'Logo of {{name}}',
    upload: 'Upload logo',
    replace: 'Replace logo',
    remove: 'Remove logo',
    saved: 'The logo has been saved.',
    removed: 'The logo has been removed.',
  },
  deletion: {
    title: 'Delete business account',
    text: 'The business account is deleted after {{days}} days; until then you can revoke the deletion. Members become individual users again and keep their documents.',
    open: 'Delete business account',
    confirm_title: 'Delete {{name}}?',
    confirm_text:
      'The business account will be deleted on {{date}}, {{days}} days from now. Until then, you can revoke the deletion and everything stays as it is. Afterwards, all members become individual users; their documents stay with them.',
    confirm: 'Delete business account',
    scheduled: 'The business account is scheduled for deletion.',
    pending:
      'This business account will be deleted on {{date}}. Until then, changes are not possible; revoke the deletion to keep it.',
    revoke: 'Revoke deletion',
    revoked: 'The deletion has been revoked. The business account stays.',
  },
  aes: {
    heading: 'AES for Business',
    intro:
      'With AES for Business, a representative of your business confirms the identity of your members. Members whose verified email address is in one of the chosen domains can then sign with an advanced electronic signature (AES) without identifying themselves.',
    status_title: 'Status',
    status: {
      off: 'Off',
      off_text: 'AES for Business is not enabled.',
      pending: 'Waiting for confirmation',
      pending_text:
        'We have sent a confirmation link to {{email}}. AES for Business becomes active once the representative confirms.',
      active: 'Active',
      active_text: 'Confirmed by the representative on {{date}}. Your members can sign with AES.',
    },
    form_title: 'Settings',
    enabled: 'Enable AES for Business',
    enabled_hint: 'When you save, the representative receives an email asking them to confirm.',
    representative_name: 'Representative’s name',
    representative_email: 'Representative’s email address',
    commercial_register: 'Commercial register number',
    commercial_register_hint: 'For example CHE-123.456.789',
    domains: 'Domains',
    domains_hint: 'Members whose verified email address is in a chosen domain can sign with AES.',
    domains_required: 'Please choose at least one domain',
    no_domains: 'Your business has not claimed a domain yet.',
    claim_domain: 'Claim a domain',
    legislation: 'Legislation',
    zertes: 'Swiss law (ZertES)',
    eidas: 'EU law (eIDAS)',
    saved: 'AES for Business has been saved.',
    saved_pending: 'Saved. The representative has been sent a confirmation link.',
  },
  aes_confirmed: {
    title: 'Thank you for your confirmation',
    text: 'You have confirmed AES for Business. The members of your business can now sign with an advanced electronic signature. You can close this page.',
  },
  settings: {
    heading: 'Business settings',
    part11_title: 'FDA 21 CFR Part 11',
    part11_text:
      'Signers of your members’ requests give their name and the reason for signing, as Part 11 requires.',
    part11: 'Use Part 11 for all signature requests',
    retention_title: 'Automatic deletion',
    retention_text: 'Delete the documents of your members’ finished requests automatically.',
    retention: 'Delete finished documents automatically',
    retention_days: 'Days after the request ends',
    retention_days_hint: 'From 1 to 3650 days',
    retention_days_range: 'Enter a number of days from 1 to 3650',
    retention_state: 'Which requests',
    retention_signed: 'Only requests signed by everyone',
    retention_any: 'All finished requests, also declined and withdrawn ones',
    attachments_title: 'Completion email',
    attachments_text: 'What the email sent when a request is completed contains.',
    attachment_document: 'The signed document',
    attachment_protocol: 'The signature protocol',
    fixed: 'This is set for your business and cannot be changed.',
    groups_title: 'Signer groups',
    groups_text: 'The limits of your plan. Contact us to change them.',
    groups_max: 'Signer groups at most',
    groups_participants: 'People per group at most',
    saved: 'The settings have been saved.',
  },
  membership: {
    title: 'Business account',
    none_text:
      'Sign on a business account with your colleagues, with your logo and one place to manage everyone.',
    found: 'Create a business account',
    member_of: 'You are a member of {{name}}.',
    admin_of: 'You are an admin of {{name}}.',
    manage: 'Manage business',
    leave: 'Leave business',
  },
  leave: {
    title: 'Leave {{name}}?',
    text: 'You will become an individual user again. Your documents stay with you, but you can no longer sign on the business account.',
    admin_text: 'You will also lose your admin rights for the business.',
    confirm: 'Leave business',
    left: 'You have left {{name}}.',
    last_admin:
      'You are the last admin of this business, so you cannot leave it. Make another member an admin first, or delete the business account.',
  },
  invitation: {
    title: 'You have been invited to a business account',
    title_named: 'Join {{name}} on Signet',
    text: 'A business has invited you to join its business account on Signet.',
    text_named: '{{name}} has invited you to join its business account on Signet.',
    what_changes:
      'As a member, you sign on the business account and its admins manage its settings. Your documents stay yours.',
    accept: 'Join business',
    decline: 'Decline',
    joined: 'You are now a member of the business.',
    joined_named: 'You are now a member of {{name}}.',
    declined: 'You have declined the invitation.',
  },
  invite_signup: {
    notice:
      'You have been invited to a business account. Once you have created your account, you are a member of the business.',
  },
  notice: {
    removed_title: 'You are no longer a member of the business',
    removed_text: 'An admin has removed you from the business account, or you have left it.',
    deleted_title: 'The business account has been deleted',
    deleted_text: 'The business account you belonged to no longer exists.',
    downgraded_text:
      'You are now an individual user. Your documents stay with you; signing on the business account is no longer possible.',
    continue: 'OK, continue',
    failed: 'Something went wrong. Please try again, or contact our support if it keeps happening.',
  },
  locked: {
    title: 'The business account is locked',
    locked_text: 'The business account of {{name}} is locked.',
    trial_text: 'The trial of the business account of {{name}} has ended.',
    contact_admin:
      'Until an admin of your business resolves this, you cannot use Signet as a member. Please contact an admin of your business.',
    logout: 'Log out',
  },
  branding: {
    label: 'Sent on behalf of {{name}}',
    support: 'Questions? Contact {{name}}:',
  },
  errors: {
    ALREADY_IN_BUSINESS:
      'Your account already belongs to a business. Leave that business first to join or create another.',
    LAST_ADMIN:
      'A business needs at least one admin. Make another member an admin first, or delete the business account.',
    INVITATION_NOT_FOUND: 'There is no open invitation for your account.',
    INVITATION_USED: 'This invitation has already been accepted.',
    INVITATION_WITHDRAWN: 'This invitation has been withdrawn by the business.',
    DOMAIN_NOT_CLAIMED:
      'Choose only domains your business has claimed. Claim a domain under Domains first.',
    BUSINESS_DELETION_PENDING:
      'This business account is scheduled for deletion. Revoke the deletion to make changes.',
    BUSINESS_NOT_DELETING: 'This business account is not scheduled for deletion.',
    SETTING_NOT_CUSTOMISABLE: 'This setting is fixed for your business and cannot be changed.',
    BUSINESS_LOGO_TYPE: 'Please choose a PNG, JPEG or WebP image.',
    BUSINESS_LOGO_TOO_LARGE: 'The image is larger than 1 MB. Please choose a smaller one.',
    BUSINESS_LOGO_INVALID: 'This image cannot be used as a logo. Please choose another one.',
  },
};

export default enGb;
