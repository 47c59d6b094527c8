// What the profile pages compose, and the accept-terms dialog the app's terms gate opens.
export { ChangePasswordForm } from './change-password-form.tsx';
export { ContactSections } from './contact-sections.tsx';
export { DeleteAccountDialog } from './delete-account-dialog.tsx';
export { ProfileFormView } from './profile-form.tsx';
export { SettingsForm } from './settings-form.tsx';

/**
 * The accept-terms dialog, downloaded only when an account has terms to accept (§6): the gate
 * that opens it sits in the first screen's code, the dialog does not.
 */
export const loadAcceptTermsDialog = () => import('./accept-terms-dialog.tsx');
