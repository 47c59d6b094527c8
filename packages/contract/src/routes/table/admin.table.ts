import type { RouteSpec } from '../route.types.ts';

/** §2 "Admin": the business administration screens. */
export const ADMIN_ROUTES = {
  businessWelcome: { path: '/business/welcome', roles: ['admin'] },
  businessActivity: { path: '/business/activity', roles: ['admin'] },
  businessSettings: { path: '/business/settings', roles: ['admin'] },
  businessDashboard: { path: '/business/dashboard', roles: ['admin'] },
  businessSeals: { path: '/business/seals', roles: ['admin'] },
  businessSeal: { path: '/business/seals/:accountname', roles: ['admin'], title: 'Seal' },
  businessBillingPlan: { path: '/business/billing/plan', roles: ['admin'] },
  businessExtras: { path: '/business/extras', roles: ['admin'] },
  businessMembers: { path: '/business/members', roles: ['admin'] },
  businessMembersDomains: { path: '/business/members/domains', roles: ['admin'] },
  businessMembersSignerGroups: { path: '/business/members/signer-groups', roles: ['admin'] },
  businessProfile: { path: '/business/profile', roles: ['admin'] },
  businessProfileAesForBusiness: {
    path: '/business/profile/aes-for-business',
    roles: ['admin'],
    title: 'AES for Business',
  },
  businessDevelopersApi: { path: '/business/developers/api', roles: ['admin'], title: 'API' },
} as const satisfies Record<string, RouteSpec>;

/**
 * §2 "Redirects": "/business/members/activity goes to /business/activity"; "/business or
 * /business/ goes to /business/profile for admins" (a trailing slash matches the same route).
 */
export const REDIRECT_ROUTES = {
  businessMembersActivity: {
    path: '/business/members/activity',
    roles: ['admin'],
    redirectTo: 'businessActivity',
  },
  business: { path: '/business', roles: ['admin'], redirectTo: 'businessProfile' },
} as const satisfies Record<string, RouteSpec>;
