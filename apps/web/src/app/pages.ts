import { lazyPage } from '../lib/chunk-reload.ts';

// Route-level code splitting: each screen is its own chunk, so /login loads only what it draws.
const dashboard = lazyPage(() => import('../pages/dashboard.page.tsx'));

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
  signed: lazyPage(() => import('../pages/signed.page.tsx')),
  view: lazyPage(() => import('../pages/view.page.tsx')),
  declined: lazyPage(() => import('../pages/declined.page.tsx')),
  upload: lazyPage(() => import('../pages/upload.page.tsx')),
  invite: lazyPage(() => import('../pages/invite.page.tsx')),
  sendTo: lazyPage(() => import('../pages/send-to.page.tsx')),
  businessMembers: lazyPage(() => import('../pages/business-members.page.tsx')),
  businessMembersDomains: lazyPage(() => import('../pages/business-members-domains.page.tsx')),
  businessDashboard: lazyPage(() => import('../pages/business-dashboard.page.tsx')),
};
