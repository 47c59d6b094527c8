import type { User } from '@signet/contract';

/** An account as GET /v1/user answers it (valid against the contract): terms accepted. */
export function account(over: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'anna@example.com',
    emailVerified: true,
    firstName: 'Anna',
    lastName: 'Muster',
    hasSso: false,
    retention: null,
    attributes: { accepted_gtc: ['true'] },
    signatureQualities: {},
    disabledQualities: [],
    permissions: {
      visualSignatures: {
        claim: { canUpdate: true, defaultValue: true },
        date: { canUpdate: true, defaultValue: true },
        std: { canUpdate: true, defaultValue: true },
      },
    },
    groupInfo: { groupVersions: {}, groups: [] },
    isBusinessAdmin: false,
    business: null,
    signerIdentityEmail: 'anna@example.com',
    language: 'en-gb',
    ...over,
  };
}
