import type { RouteSpec } from '../route.types.ts';
import { EIDAS_IDENT_PAGES, paramIn, ZERTES_IDENT_PAGES } from '../route-validators.ts';

/**
 * §2 "User" (and so member and admin). The dashboard's tab and filter are normalised rather than
 * validated: §2 says the URL is rewritten to include them (see normalizeDashboardQuery).
 */
export const USER_ROUTES = {
  home: { path: '/', roles: ['user'], title: 'Dashboard' },
  dashboard: { path: '/dashboard', roles: ['user'] },
  /** §6: "the login and logout pages pass" for visitors; a guest may end its session too. */
  logout: { path: '/logout', roles: ['user', 'nas'], layout: 'simple' },
  signed: { path: '/signed', roles: ['user'] },
  upload: { path: '/upload', roles: ['user'] },
  upgrade: { path: '/upgrade', roles: ['user'] },
  welcome: { path: '/welcome', roles: ['user'] },
  declined: { path: '/declined', roles: ['user'] },
  signupSso: { path: '/signup/sso', roles: ['user'], layout: 'form', title: 'Sign Up' },
  notAvailable: { path: '/not-available', roles: ['user'], layout: 'simple' },
  profile: { path: '/profile', roles: ['user'] },
  profileSettings: { path: '/profile/settings', roles: ['user'] },
  profileConfirm: { path: '/profile/confirm', roles: ['user'] },
  profileChangePassword: { path: '/profile/change-password', roles: ['user'] },
  profileVisualSignature: { path: '/profile/visual-signature', roles: ['user'] },
  signatureStandards: { path: '/profile/signature-standards', roles: ['user'] },
  signatureStandardsUpdate: { path: '/profile/signature-standards/update', roles: ['user'] },
  signatureStandardsMobileId: {
    path: '/profile/signature-standards/mobile-id',
    roles: ['user'],
    title: 'Mobile ID',
  },
  signatureStandardsLegislation: {
    path: '/profile/signature-standards/legislation',
    roles: ['user'],
  },
  signatureStandardsEidas: {
    path: '/profile/signature-standards/eidas/:method',
    roles: ['user'],
    title: 'eIDAS Identification',
    validate: paramIn('method', EIDAS_IDENT_PAGES),
  },
  signatureStandardsZertes: {
    path: '/profile/signature-standards/zertes/:method',
    roles: ['user'],
    title: 'ZertES Identification',
    validate: paramIn('method', ZERTES_IDENT_PAGES),
  },
  signatureStandardsIdAustriaSuccess: {
    path: '/profile/signature-standards/id-austria-success',
    roles: ['user'],
    title: 'ID Austria',
  },
  /** Not in §2: the built-in registration desk's officer screen (ADR 0620; the server checks officers). */
  identificationDesk: {
    path: '/identification-desk',
    roles: ['user'],
    title: 'Registration desk',
  },
  sendTo: { path: '/sendto/:id', roles: ['user'], title: 'Send To' },
  view: { path: '/view/:srid', roles: ['user'], layout: 'wide' },
  /** §2 "/business/register (strict: user only)". */
  businessRegister: { path: '/business/register', roles: ['user'], strict: true },
  /** §2 "/business/upgrade (user or admin, strict)". */
  businessUpgrade: { path: '/business/upgrade', roles: ['user', 'admin'], strict: true },
} as const satisfies Record<string, RouteSpec>;
