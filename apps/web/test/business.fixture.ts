import type { Business, BusinessSettings, User } from '@signet/contract';

export const BUSINESS_ID = '7a4c2f0e-1b2d-4c3e-8f9a-0b1c2d3e4f50';

/** Settings as the server answers them for a new business (valid against the contract). */
export function settings(over: Partial<BusinessSettings> = {}): BusinessSettings {
  return {
    supportContact: { email: '', phone: '' },
    signatureRequests: {
      part11: { enabled: false },
      retention: { enabled: false, terminalState: 'SIGNED', days: 30 },
    },
    companyBranding: { logo: null },
    mailService: {
      attachments: {
        signedDocument: { enabled: true, customisable: true },
        signatureProtocol: { enabled: true, customisable: true },
      },
    },
    signerGroups: { maxGroups: 10, maxParticipants: 50 },
    affiliate: { enabled: false },
    userPilot: { enabled: false },
    ...over,
  };
}

/** A business as GET /v1/businesses/{id} answers it (valid against the contract). */
export function business(over: Partial<Business> = {}): Business {
  return {
    id: BUSINESS_ID,
    name: 'Acme AG',
    email: 'office@acme.ch',
    phone: '',
    admins: ['u1'],
    members: ['u1'],
    invitedMembers: [],
    domains: ['acme.ch'],
    createdAt: '2026-11-01T10:00:00.000Z',
    gtcAcceptedAt: '2026-11-01T10:00:00.000Z',
    dpaAcceptedAt: '2026-11-01T10:00:00.000Z',
    paymentState: 'MANUAL',
    deletionScheduledAt: null,
    settings: settings(),
    aes4biz: {
      enabled: false,
      representativeName: '',
      representativeEmail: '',
      commercialRegister: '',
      domains: [],
      legislation: 'zertes',
      status: 'off',
      confirmedAt: null,
    },
    billing: null,
    pricePlan: null,
    activePricePlanId: null,
    planStart: null,
    stripe: null,
    seals: [],
    ...over,
  };
}

/** User.business of an account in the business above. */
export function membership(
  over: Partial<NonNullable<User['business']>> = {},
): NonNullable<User['business']> {
  return {
    id: BUSINESS_ID,
    name: 'Acme AG',
    role: 'admin',
    paymentState: 'MANUAL',
    deletionScheduledAt: null,
    ...over,
  };
}
