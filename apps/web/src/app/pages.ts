import { lazyPage } from '../lib/chunk-reload.ts';

// Route-level code splitting: each screen is its own chunk, so /login loads only what it draws.
const dashboard = lazyPage(() => import('../pages/dashboard.page.tsx'));
const signatureStandards = lazyPage(() => import('../pages/signature-standards.page.tsx'));
const directSignIdentification = lazyPage(
  () => import('../pages/direct-sign-identification.page.tsx'),
);

export const PAGES: Record<string, ReturnType<typeof lazyPage>> = {
  login: lazyPage(() => import('../pages/login.page.tsx')),
  signup: lazyPage(() => import('../pages/signup.page.tsx')),
  signupSteps: lazyPage(() => import('../pages/signup-steps.page.tsx')),
  signupConfirm: lazyPage(() => import('../pages/signup-confirm.page.tsx')),
  signupMailSent: lazyPage(() => import('../pages/signup-mail-sent.page.tsx')),
  passwordReset: lazyPage(() => import('../pages/password-reset.page.tsx')),
  passwordResetNew: lazyPage(() => import('../pages/password-reset-new.page.tsx')),
  passwordResetConfirm: lazyPage(() => import('../pages/password-reset-confirm.page.tsx')),
  passwordResetMailSent: lazyPage(() => import('../pages/password-reset-mail-sent.page.tsx')),
  bye: lazyPage(() => import('../pages/bye.page.tsx')),
  expired: lazyPage(() => import('../pages/expired.page.tsx')),
  cookiesBlocked: lazyPage(() => import('../pages/cookies-blocked.page.tsx')),
  sorry: lazyPage(() => import('../pages/sorry.page.tsx')),
  maintenance: lazyPage(() => import('../pages/maintenance.page.tsx')),
  home: dashboard,
  dashboard,
  logout: lazyPage(() => import('../pages/logout.page.tsx')),
  welcome: lazyPage(() => import('../pages/welcome.page.tsx')),
  profile: lazyPage(() => import('../pages/profile.page.tsx')),
  profileSettings: lazyPage(() => import('../pages/profile-settings.page.tsx')),
  profileChangePassword: lazyPage(() => import('../pages/profile-change-password.page.tsx')),
  profileConfirm: lazyPage(() => import('../pages/profile-confirm.page.tsx')),
  profileVisualSignature: lazyPage(() => import('../pages/profile-visual-signature.page.tsx')),
  signatureStandards,
  signatureStandardsEidas: signatureStandards,
  signatureStandardsZertes: signatureStandards,
  signatureStandardsIdAustriaSuccess: lazyPage(
    () => import('../pages/id-austria-success.page.tsx'),
  ),
  identificationDesk: lazyPage(() => import('../pages/identification-desk.page.tsx')),
  signed: lazyPage(() => import('../pages/signed.page.tsx')),
  view: lazyPage(() => import('../pages/view.page.tsx')),
  declined: lazyPage(() => import('../pages/declined.page.tsx')),
  upload: lazyPage(() => import('../pages/upload.page.tsx')),
  invite: lazyPage(() => import('../pages/invite.page.tsx')),
  sendTo: lazyPage(() => import('../pages/send-to.page.tsx')),
  businessSignup: lazyPage(() => import('../pages/business-signup.page.tsx')),
  businessSignupSteps: lazyPage(() => import('../pages/business-signup-steps.page.tsx')),
  businessSignupMailSent: lazyPage(() => import('../pages/business-signup-mail-sent.page.tsx')),
  businessRegister: lazyPage(() => import('../pages/business-register.page.tsx')),
  businessWelcome: lazyPage(() => import('../pages/business-welcome.page.tsx')),
  businessProfile: lazyPage(() => import('../pages/business-profile.page.tsx')),
  businessProfileAesForBusiness: lazyPage(
    () => import('../pages/business-aes-for-business.page.tsx'),
  ),
  businessSettings: lazyPage(() => import('../pages/business-settings.page.tsx')),
  businessMembers: lazyPage(() => import('../pages/business-members.page.tsx')),
  businessMembersDomains: lazyPage(() => import('../pages/business-members-domains.page.tsx')),
  businessMembersSignerGroups: lazyPage(
    () => import('../pages/business-members-signer-groups.page.tsx'),
  ),
  businessDashboard: lazyPage(() => import('../pages/business-dashboard.page.tsx')),
  businessActivity: lazyPage(() => import('../pages/business-activity.page.tsx')),
  businessSeals: lazyPage(() => import('../pages/business-seals.page.tsx')),
  businessSeal: lazyPage(() => import('../pages/business-seal.page.tsx')),
  businessDevelopersApi: lazyPage(() => import('../pages/business-developers-api.page.tsx')),
  // §2 Nas: the guest's screens (one chunk for the identification pages).
  directSign: lazyPage(() => import('../pages/direct-sign.page.tsx')),
  directSignPreview: lazyPage(() => import('../pages/direct-sign-preview.page.tsx')),
  viewAsGuest: lazyPage(() => import('../pages/view-as-guest.page.tsx')),
  directSignEidas: directSignIdentification,
  directSignZertes: directSignIdentification,
  directSignIdAustriaSuccess: directSignIdentification,
};
