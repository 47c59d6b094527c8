import type { RouteSpec } from '../route.types.ts';
import {
  EIDAS_IDENT_PAGES,
  paramIn,
  paramIsUuid,
  ZERTES_IDENT_PAGES,
} from '../route-validators.ts';

/**
 * §2 "Member": "/invite/{id}" — members (and admins, who include members) reach the draft page
 * from /upload; a plain user edits the draft in the viewer instead
 * (docs/decisions/0510-invite-page-for-members.md).
 */
export const MEMBER_ROUTES = {
  invite: { path: '/invite/:id', roles: ['member'] },
} as const satisfies Record<string, RouteSpec>;

/**
 * §2 "Nas (direct-sign guest)". Guests get no app navigation (simple layout). The bare
 * `/{id}/{userid}` paths would otherwise take every unknown two-segment path, so their request id
 * must be a UUID; anything else is the 404 page.
 */
export const NAS_ROUTES = {
  viewAsGuest: { path: '/view/:id/:userid', roles: ['nas'], layout: 'simple', title: 'View' },
  directSignEidas: {
    path: '/direct-sign/identification/eidas/:method',
    roles: ['nas'],
    layout: 'simple',
    title: 'eIDAS Identification',
    validate: paramIn('method', EIDAS_IDENT_PAGES),
  },
  directSignZertes: {
    path: '/direct-sign/identification/zertes/:method',
    roles: ['nas'],
    layout: 'simple',
    title: 'ZertES Identification',
    validate: paramIn('method', ZERTES_IDENT_PAGES),
  },
  directSignIdAustriaSuccess: {
    path: '/direct-sign/identification/id-austria-success',
    roles: ['nas'],
    layout: 'simple',
    title: 'ID Austria',
  },
  directSign: {
    path: '/:id/:userid',
    roles: ['nas'],
    layout: 'simple',
    validate: paramIsUuid('id'),
  },
  directSignPreview: {
    path: '/:id/:userid/preview',
    roles: ['nas'],
    layout: 'simple',
    validate: paramIsUuid('id'),
  },
} as const satisfies Record<string, RouteSpec>;
