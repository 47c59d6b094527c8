import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';

const SR = '4f43614a-de50-bfe1-2df3-4c881fc7840e';

describe('matchRoute (most specific first, the catch-all last)', () => {
  it.each<[string, string, string, Record<string, string>]>([
    [
      'static beats a parameter route of the same length',
      '/profile/settings',
      'profileSettings',
      {},
    ],
    ['static beats the two-parameter guest route', '/signup/steps', 'signupSteps', {}],
    ['one-parameter route', `/view/${SR}`, 'view', { srid: SR }],
    ['two-parameter guest view', `/view/${SR}/u-1`, 'viewAsGuest', { id: SR, userid: 'u-1' }],
    ['bare guest signing path', `/${SR}/u-1`, 'directSign', { id: SR, userid: 'u-1' }],
    ['guest preview', `/${SR}/u-1/preview`, 'directSignPreview', { id: SR, userid: 'u-1' }],
    [
      'static sub-page beats /:id/:userid/preview',
      '/signup/flows/eidplus',
      'notFound',
      { '*': 'signup/flows/eidplus' },
    ],
    [
      'parameters are URI-decoded',
      '/business/seals/acme%20seal',
      'businessSeal',
      { accountname: 'acme seal' },
    ],
    ['a malformed escape stays as it is', '/sendto/%E0%A4%A', 'sendTo', { id: '%E0%A4%A' }],
    [
      'trailing slash ignored ("/business/" goes where "/business" goes)',
      '/business/',
      'business',
      {},
    ],
    ['letter case of static segments ignored, as React Router does', '/Login', 'login', {}],
    ['query and fragment ignored', '/login?email=a@b.ch#x', 'login', {}],
    ['root', '/', 'home', {}],
    ['empty pathname is the root', '', 'home', {}],
    ['unknown single segment', '/nope', 'notFound', { '*': 'nope' }],
    ['unknown deep path', '/a/b/c/d', 'notFound', { '*': 'a/b/c/d' }],
    [
      'a known prefix with an extra segment is unknown',
      '/bye/now/x',
      'notFound',
      { '*': 'bye/now/x' },
    ],
    // Two unknown segments take the shape of the guest path; its validate rule (a UUID request
    // id) turns them into the 404 page in guardRoute.
    [
      'two unknown segments match the guest path shape',
      '/bye/now',
      'directSign',
      { id: 'bye', userid: 'now' },
    ],
  ])('%s: %s → %s', (_case, pathname, id, params) => {
    const match = matchRoute(pathname);
    expect(match.route.id).toBe(id);
    expect(match.params).toEqual(params);
  });
});
