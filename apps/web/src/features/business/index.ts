// Business accounts, web part: sign-up and founding, the admin screens of the business profile
// and settings, the business's blocking dialogs, leaving a business, and the signers' branding.
export { AesForBusinessForm, AesStatus } from './aes-for-business-form.tsx';
export { businessKeys, useBusiness } from './business.queries.ts';
export { BusinessAdminPage } from './business-admin-page.tsx';
export { BrandingView, BusinessBranding } from './business-branding.tsx';
export { DeletionSection } from './business-deletion.tsx';
export { BusinessDetailsForm } from './business-details-form.tsx';
export { businessErrorText } from './business-errors.ts';
export { BusinessLogoSection } from './business-logo.tsx';
export { BusinessNav } from './business-nav.tsx';
export { BusinessRegisterForm } from './business-register-form.tsx';
export { BusinessSettingsForm } from './business-settings-form.tsx';
export { BusinessSignupForm } from './business-signup-form.tsx';
export { useBusinessTranslation } from './business-translation.ts';
export { BusinessWelcomeView } from './business-welcome.tsx';
export { BusinessMembershipSection } from './leave-business.tsx';
export { AesForBusinessConfirmed, InvitationSignupNotice } from './signup-notices.tsx';
export { clearSignupUcc, readSignupUcc, storeSignupUcc } from './signup-ucc.ts';

/**
 * §6 blocking dialogs of the business (invitation, downgrade notice, locked member), downloaded
 * only when an account has one due: the app's dialog gate sits in the first screen's code.
 */
export const loadBusinessDialogs = () => import('./business-dialogs.tsx');
