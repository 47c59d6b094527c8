import { EVERYONE } from '../../rules/roles.ts';
import type { RouteSpec } from '../route.types.ts';

/**
 * §2 "Public (unauthenticated)": open to every role (a signed-in person may open /bye or a reset
 * link too), except the business signup pages, which are "unauthenticated only".
 */
export const PUBLIC_ROUTES = {
  bye: { path: '/bye', roles: EVERYONE, layout: 'simple' },
  /** §2 "/login accepts an email query parameter" — see loginEmailFromQuery. */
  login: { path: '/login', roles: EVERYONE, layout: 'form' },
  signup: { path: '/signup', roles: EVERYONE, layout: 'form', title: 'Sign Up' },
  signupSteps: { path: '/signup/steps', roles: EVERYONE, layout: 'form', title: 'Sign Up' },
  signupConfirm: { path: '/signup/confirm', roles: EVERYONE, layout: 'form' },
  signupMailSent: { path: '/signup/mail-sent', roles: EVERYONE, layout: 'form' },
  signupEidplusNew: {
    path: '/signup/flows/eidplus/new',
    roles: EVERYONE,
    layout: 'form',
    title: 'Sign Up',
  },
  signupEidplusConfirm: { path: '/signup/flows/eidplus/confirm', roles: EVERYONE, layout: 'form' },
  expired: { path: '/expired', roles: EVERYONE, layout: 'simple' },
  cookiesBlocked: {
    path: '/cookiesblocked',
    roles: EVERYONE,
    layout: 'simple',
    title: 'Cookies Blocked',
  },
  ssoError: { path: '/sso/error', roles: EVERYONE, layout: 'simple', title: 'SSO Error' },
  ssoErrorCompany: {
    path: '/sso/error/company',
    roles: EVERYONE,
    layout: 'simple',
    title: 'SSO Error',
  },
  passwordReset: { path: '/password-reset', roles: EVERYONE, layout: 'form' },
  passwordResetNew: { path: '/password-reset/new', roles: EVERYONE, layout: 'form' },
  passwordResetConfirm: { path: '/password-reset/confirm', roles: EVERYONE, layout: 'form' },
  passwordResetMailSent: { path: '/password-reset/mail-sent', roles: EVERYONE, layout: 'form' },
  /** §2 "(unauthenticated only)"; the ucc query is stored (see businessSignupUcc). */
  businessSignup: {
    path: '/business/signup',
    roles: ['unauthenticated'],
    strict: true,
    layout: 'form',
    title: 'Business Sign Up',
  },
  businessSignupSteps: {
    path: '/business/signup/steps',
    roles: ['unauthenticated'],
    strict: true,
    layout: 'form',
    title: 'Business Sign Up',
  },
  businessSignupMailSent: {
    path: '/business/signup/mail-sent',
    roles: ['unauthenticated'],
    strict: true,
    layout: 'form',
  },
} as const satisfies Record<string, RouteSpec>;
