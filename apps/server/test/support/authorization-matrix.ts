import { IDENTITY } from './identification.ts';
import type { Ids, People, Relation } from './matrix-world.ts';
import { minimalPdf } from './minimal-pdf.ts';
import { base64 } from './requests.ts';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from './test-app.ts';

/**
 * How the objects of a call relate to its caller. `request`: a signature request and what is in
 * it (owner, signer, observer, the signer of another request, an outsider); `business`: a business
 * (its admin as owner, a member, an outsider); `account`: the caller's own things (another
 * account's id as outsider); `sendto`: a claimed send-to document; `guest`: a direct-sign link
 * (the guest's own token as owner, another guest's token as outsider); `identification`: a
 * person's identification at the desk (the person as owner, an officer, another account as
 * outsider); `api`: the public API's calls with an API account's access token (a request and
 * document of its own as owner, another business's API account as outsider); `public`: no object.
 */
export type Scope =
  | 'request'
  | 'business'
  | 'account'
  | 'sendto'
  | 'guest'
  | 'identification'
  | 'api'
  | 'public';

/** The relations each scope is called with, refusals first (a call that succeeds may change the object). */
export const RELATIONS: Record<Scope, readonly Relation[]> = {
  request: ['anonymous', 'outsider', 'otherSigner', 'observer', 'signer', 'owner'],
  business: ['anonymous', 'outsider', 'member', 'owner'],
  account: ['anonymous', 'outsider', 'owner'],
  sendto: ['anonymous', 'outsider', 'owner'],
  guest: ['anonymous', 'outsider', 'owner'],
  identification: ['anonymous', 'outsider', 'officer', 'owner'],
  api: ['anonymous', 'outsider', 'owner'],
  public: ['anonymous'],
};

export interface MatrixEntry {
  scope: Scope;
  /** The status each relation gets. */
  expect: Partial<Record<Relation, number>>;
  /** A body the call accepts from someone allowed to make it, so that access alone decides. */
  body?: (ids: Ids, who: People) => unknown;
  query?: string;
  /** An image upload: the body is a PNG sent as image/png. */
  png?: true;
  /** Headers the call needs beyond its credential (the public API's X-Accesscode). */
  headers?: (ids: Ids) => Record<string, string>;
}

/** The business's admins; a member is refused (403), anyone else does not see the business (404). */
const ADMINS_ONLY = { anonymous: 401, outsider: 404, member: 403, owner: 200 };
/** The API account's own request; another business's API account does not see it. */
const API_OWN = { anonymous: 401, outsider: 404, owner: 200 };
const SENDTO_CODE = (ids: Ids) => ({ 'x-accesscode': ids.accessCode ?? 'missing' });
/** Any signed-in account, on its own things. */
const SIGNED_IN = { anonymous: 401, owner: 200 };
/** Its owner only; another account's id is not found. */
const OWN_ONLY = { anonymous: 401, outsider: 404, owner: 200 };
/** Public: answered without an account; an empty body is refused as invalid. */
const PUBLIC_NEEDS_BODY = { anonymous: 400 };
/** The identified person only: officers read evidence through the desk's own calls. */
const PERSON_ONLY = { anonymous: 401, outsider: 404, officer: 404, owner: 200 };
/** The registration desk: officers only, the person included in the refusal. */
const OFFICERS_ONLY = { anonymous: 401, outsider: 403, officer: 200, owner: 403 };

const pdf = () => base64(minimalPdf());
const someone = () => `someone-${Math.random().toString(36).slice(2)}@example.com`;

/**
 * Every call of the contract with the status each relation gets. A new call without an entry fails
 * the matrix test (authorization-matrix.routes.test.ts).
 */
export const MATRIX: Record<string, MatrixEntry> = {
  changePassword: {
    scope: 'account',
    expect: { anonymous: 401, owner: 204 },
    body: () => ({ old: STRONG_PASSWORD, new: OTHER_STRONG_PASSWORD }),
  }, // POST /v1/change-password
  emailInputAutocomplete: {
    scope: 'account',
    expect: SIGNED_IN,
    query: '?input=some',
  }, // GET /v1/email_input_autocomplete
  deleteSignatureImage: { scope: 'account', expect: OWN_ONLY }, // DELETE /v1/images/signature/{id}
  uploadSignatureImage: {
    scope: 'account',
    expect: OWN_ONLY,
    png: true,
  }, // POST /v1/images/signature/{id}
  logout: { scope: 'account', expect: { anonymous: 401, owner: 204 } }, // POST /v1/logout
  getUser: { scope: 'account', expect: SIGNED_IN }, // GET /v1/user
  updateUser: {
    scope: 'account',
    expect: SIGNED_IN,
    body: () => ({ firstName: 'Ada' }),
  }, // PUT /v1/user
  acceptTerms: {
    scope: 'account',
    expect: SIGNED_IN,
    body: () => ({ gtc: true }),
  }, // POST /v1/user/accept
  cello: {
    scope: 'account',
    expect: SIGNED_IN,
    body: () => ({ ucc: 'friend-42' }),
  }, // POST /v1/user/cello
  deleteUser: {
    scope: 'account',
    expect: { anonymous: 401, owner: 204 },
    body: () => ({ password: STRONG_PASSWORD }),
  }, // POST /v1/user/delete
  changeMobile: {
    scope: 'account',
    expect: { anonymous: 401, owner: 202 },
    body: () => ({ mobile: '+41 78 765 43 21', password: STRONG_PASSWORD }),
  }, // POST /v1/user/mobile
  // Allowed to the account itself: with no change waiting, the answer is 410 (nothing to confirm).
  confirmMobile: {
    scope: 'account',
    expect: { anonymous: 401, owner: 410 },
    body: () => ({ code: '123456' }),
  }, // POST /v1/user/mobile/confirm
  previewVisualSignature: { scope: 'account', expect: SIGNED_IN }, // GET /v1/user/preview-visual-signature
  previewVisualSignatureDraft: {
    scope: 'account',
    expect: SIGNED_IN,
    body: () => ({ name: 'Ada Muster' }),
  }, // POST /v1/user/preview-visual-signature
  listUserSeals: { scope: 'account', expect: SIGNED_IN }, // GET /v1/user/seals
  getDefaultVisualSignature: { scope: 'account', expect: SIGNED_IN }, // GET /v1/user/visual-signature
  createVisualSignature: {
    scope: 'account',
    expect: { anonymous: 401, owner: 201 },
    body: () => ({ alias: 'Another', name: 'Ada Muster' }),
  }, // POST /v1/user/visual-signatures
  listVisualSignatures: { scope: 'account', expect: SIGNED_IN }, // GET /v1/user/visual-signatures
  deleteVisualSignature: {
    scope: 'account',
    expect: { anonymous: 401, outsider: 404, owner: 204 },
  }, // DELETE /v1/user/visual-signatures/{id}
  getVisualSignature: { scope: 'account', expect: OWN_ONLY }, // GET /v1/user/visual-signatures/{id}
  updateVisualSignature: {
    scope: 'account',
    expect: OWN_ONLY,
    body: () => ({ alias: 'Renamed', name: 'Ada Muster' }),
  }, // PUT /v1/user/visual-signatures/{id}
  createBusiness: {
    scope: 'account',
    expect: { anonymous: 401, owner: 201 },
    body: () => ({
      name: 'Matrix AG',
      email: 'office@matrix.example',
      phone: '044 123 4567',
      gtc: true,
      dpa: true,
    }),
  }, // POST /v2/businesses
  getUserBusiness: { scope: 'account', expect: SIGNED_IN }, // GET /v2/businesses/user
  // The signer passes the access check; this one has no mobile number for the TAN (422).
  sign: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 404,
      signer: 422,
      owner: 404,
    },
    body: (ids) => ({ signatureRequests: [{ signatureRequestId: ids.id }] }),
  }, // POST /v3/sign
  createSignatureRequest: {
    scope: 'account',
    expect: { anonymous: 401, owner: 201 },
    body: () => ({
      title: 'Contract',
      documents: [{ content: pdf(), title: 'c.pdf' }],
      signatures: [{ account_email: someone() }],
    }),
  }, // POST /v3/signature-requests
  listSignatureRequests: { scope: 'account', expect: SIGNED_IN }, // GET /v3/signature-requests
  signatureQualitiesDetail: { scope: 'account', expect: SIGNED_IN }, // GET /v3/user/signature-qualities-detail
  getBusiness: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}
  updateBusiness: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: () => ({ name: 'Renamed AG' }),
  }, // PUT /v1/businesses/{id}
  listBusinessAdmins: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}/admins
  updateAesForBusiness: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: (ids) => ({
      enabled: false,
      representativeName: 'Ada Muster',
      representativeEmail: 'ada@acme.example',
      commercialRegister: 'CHE-123.456.789',
      domains: [ids.domain],
      legislation: 'zertes',
    }),
  }, // PUT /v1/businesses/{id}/aes-for-business
  changeToAdmins: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: (ids) => ({ user_ids: [ids.member] }),
  }, // POST /v1/businesses/{id}/change-to-admins
  changeToMembers: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: (ids) => ({ user_ids: [ids.member] }),
  }, // POST /v1/businesses/{id}/change-to-members
  claimBusinessDomain: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: (ids) => ({ domain: ids.domain }),
  }, // POST /v1/businesses/{id}/domains
  releaseBusinessDomain: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: (ids) => ({ domain: ids.domain }),
  }, // DELETE /v1/businesses/{id}/domains
  releaseBusinessDomainByPath: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // DELETE /v1/businesses/{id}/domains/{domain}
  withdrawBusinessInvitation: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 403, owner: 204 },
  }, // DELETE /v1/businesses/{id}/invitations/{invite}
  deleteBusinessLogo: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // DELETE /v1/businesses/{id}/logo
  uploadBusinessLogo: {
    scope: 'business',
    expect: ADMINS_ONLY,
    png: true,
  }, // POST /v1/businesses/{id}/logo
  inviteBusinessMembers: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 403, owner: 201 },
    body: () => ({ users: [someone()] }),
  }, // POST /v1/businesses/{id}/members
  listBusinessMembers: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}/members
  // The body names the member: a member may remove themselves (leave).
  removeBusinessMembers: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 204, owner: 204 },
    body: (ids) => ({ user_ids: [ids.member] }),
  }, // POST /v1/businesses/{id}/remove-members
  createSealRequest: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 403, owner: 201 },
    body: () => ({
      organisationName: 'Acme AG',
      registerNumber: 'CHE-123.456.789',
      accountName: `seal-${Math.random().toString(36).slice(2, 8)}`,
    }),
  }, // POST /v1/businesses/{id}/seal-requests
  listSealRequests: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}/seal-requests
  listApiAccounts: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}/apis
  createApiAccount: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 403, owner: 201 },
    body: () => ({ name: 'ERP', kind: 'production' }),
  }, // POST /v1/businesses/{id}/apis
  updateApiAccount: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: () => ({ name: 'Renamed' }),
  }, // PUT /v1/businesses/{id}/apis/{username}
  resetApiAccountKey: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // PUT /v1/businesses/{id}/apis/{username}/reset
  deleteApiAccount: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 403, owner: 204 },
  }, // DELETE /v1/businesses/{id}/apis/{username}
  listBusinessSeals: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}/seals
  getBusinessSeal: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}/seals/{name}
  updateBusinessSeal: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: () => ({ displayName: 'Acme seal' }),
  }, // PUT /v1/businesses/{id}/seals/{name}
  deleteSealImage: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // DELETE /v1/businesses/{id}/seals/{name}/image
  getSealImage: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 403, owner: 404 },
  }, // GET /v1/businesses/{id}/seals/{name}/image
  uploadSealImage: {
    scope: 'business',
    expect: ADMINS_ONLY,
    png: true,
  }, // POST /v1/businesses/{id}/seals/{name}/image
  addSealMembers: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: (ids) => ({ members: [ids.member] }),
  }, // POST /v1/businesses/{id}/seals/{name}/members
  removeSealMembers: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: (ids) => ({ members: [ids.member] }),
  }, // DELETE /v1/businesses/{id}/seals/{name}/members
  previewSealStamp: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}/seals/{name}/preview
  getBusinessSettings: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v1/businesses/{id}/settings
  updateBusinessSettings: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: () => ({ signatureRequests: { part11: { enabled: true } } }),
  }, // PUT /v1/businesses/{id}/settings
  deleteSignerGroup: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 403, owner: 204 },
  }, // DELETE /v1/groups/{id}
  deleteBusiness: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // DELETE /v2/businesses/{id}
  listAccountActivities: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v2/businesses/{id}/activities/accounts
  listIdentificationActivities: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v2/businesses/{id}/activities/identifications
  exportIdentificationActivities: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v2/businesses/{id}/activities/identifications/export
  listSignatureActivities: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v2/businesses/{id}/activities/signatures
  exportSignatureActivities: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v2/businesses/{id}/activities/signatures/export
  summariseSignatureActivities: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v2/businesses/{id}/activities/signatures/summary
  listBusinessInvitations: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v2/businesses/{id}/invitations
  getBusinessPublicInformation: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 200, member: 200, owner: 200 },
  }, // GET /v2/businesses/{id}/public-information
  revokeBusinessDeletion: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 403, owner: 409 },
  }, // POST /v2/businesses/{id}/revoke_delete
  getBusinessStatistics: {
    scope: 'business',
    expect: ADMINS_ONLY,
  }, // GET /v2/businesses/{id}/statistics
  createSignerGroup: {
    scope: 'business',
    expect: { anonymous: 401, member: 403, owner: 201 },
    body: (ids) => ({ name: 'Legal', members: [ids.member] }),
  }, // POST /v3/groups
  listSignerGroups: { scope: 'business', expect: { anonymous: 401, member: 200, owner: 200 } }, // GET /v3/groups
  getSignerGroup: {
    scope: 'business',
    expect: { anonymous: 401, outsider: 404, member: 200, owner: 200 },
  }, // GET /v3/groups/{id}
  updateSignerGroup: {
    scope: 'business',
    expect: ADMINS_ONLY,
    body: () => ({ name: 'Renamed' }),
  }, // PUT /v3/groups/{id}
  cancelVerification: { scope: 'guest', expect: { anonymous: 401, outsider: 404, owner: 404 } }, // POST /api/cancel/{id}
  resendVerification: { scope: 'guest', expect: { anonymous: 401, outsider: 404, owner: 404 } }, // POST /api/resend/{id}
  respondVerification: {
    scope: 'guest',
    expect: { anonymous: 401, outsider: 404, owner: 404 },
    body: () => ({ secret: '000000' }),
  }, // POST /api/respond/{id}
  checkDirectLinkCode: {
    scope: 'guest',
    expect: { anonymous: 401, owner: 410 },
    body: () => ({ tan: '000000' }),
  }, // POST /v1/direct/tan/check
  resendDirectLink: { scope: 'guest', expect: { anonymous: 401, owner: 202 }, body: () => ({}) }, // POST /v1/direct/tan/resend
  getDirectUser: { scope: 'guest', expect: SIGNED_IN }, // GET /v1/direct/user
  updateDirectUser: {
    scope: 'guest',
    expect: SIGNED_IN,
    body: () => ({ language: 'fr-ch' }),
  }, // PUT /v1/direct/user
  getDirectVisualSignature: { scope: 'guest', expect: SIGNED_IN }, // GET /v1/direct/visual-signature
  // The guest's own link: the file is offered once they signed (403 DOWNLOAD_NOT_AVAILABLE).
  downloadDirectDocument: { scope: 'guest', expect: { anonymous: 401, outsider: 404, owner: 403 } }, // GET /v3/direct/documents/{id}/download
  getDirectDocumentPage: { scope: 'guest', expect: OWN_ONLY }, // GET /v3/direct/documents/{id}/pages/{n}
  // The guest's own link: terms of use first (403 TERMS_NOT_ACCEPTED).
  // The mobile-provider proceed call (ADR 0622): the matrix's built-in trust service sends no
  // phone codes, so no signing waits and every caller gets 404; csc-proceed.signing.test.ts runs
  // it against a CSC provider, another caller's waiting signing included.
  proceedSign: {
    scope: 'account',
    expect: { anonymous: 401, outsider: 404, owner: 404 },
    body: () => ({ pwdotp: '123456' }),
  }, // POST /v3/sign/proceed/{id}
  proceedDirectSign: {
    scope: 'guest',
    expect: { anonymous: 401, outsider: 404, owner: 404 },
    body: () => ({ pwdotp: '123456' }),
  }, // POST /v3/direct/sign/proceed/{id}
  directSign: {
    scope: 'guest',
    expect: { anonymous: 401, owner: 403 },
    body: (ids) => ({ signatureRequests: [{ signatureRequestId: ids.id }] }),
  }, // POST /v3/direct/sign
  getDirectSignatureRequest: {
    scope: 'guest',
    expect: OWN_ONLY,
  }, // GET /v3/direct/signature-requests/{id}
  declineDirectSignatureRequest: {
    scope: 'guest',
    expect: OWN_ONLY,
    body: () => ({ message: 'no' }),
  }, // POST /v3/direct/signature-requests/{id}/decline
  directSignatureQualitiesDetail: { scope: 'guest', expect: SIGNED_IN }, // GET /v3/direct/user/signature-qualities-detail
  // Public calls answer without an account; an empty body is a 400.
  checkPassword: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/check-password
  datetime: { scope: 'public', expect: { anonymous: 200 } }, // GET /v1/datetime
  identityProviders: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/identity_providers
  login: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/login
  maintenance: { scope: 'public', expect: { anonymous: 200 } }, // GET /v1/maintenance
  register: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/register
  requestConfirmation: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/request-confirmation
  requestReset: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/request-reset
  resetPassword: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/reset-password
  runtimeConfig: { scope: 'public', expect: { anonymous: 200 } }, // GET /v1/runtime-config
  validConfirmation: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/valid-confirmation
  getInvitationContext: { scope: 'public', expect: PUBLIC_NEEDS_BODY }, // POST /v1/invitation-context
  getBusinessLogo: { scope: 'public', expect: { anonymous: 404 } }, // GET /v2/businesses/{id}/logo/{hash}
  getDirectBusinessPublicInformation: { scope: 'public', expect: { anonymous: 404 } }, // GET /v2/direct/businesses/{id}/public-information
  createSendTo: {
    scope: 'public',
    expect: { anonymous: 201 },
    body: () => ({ title: 'Scan', content: pdf() }),
  }, // POST /v3/sendto
  deleteDocument: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 409,
    },
  }, // DELETE /v3/documents/{id}
  getDocument: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/documents/{id}
  downloadDocument: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/documents/{id}/download
  getDocumentPage: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/documents/{id}/pages/{n}
  // A participant's DELETE takes the request off their own lists only.
  deleteSignatureRequest: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 204,
      signer: 204,
      owner: 204,
    },
  }, // DELETE /v3/signature-requests/{id}
  getSignatureRequest: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/signature-requests/{id}
  updateSignatureRequest: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 409,
    },
    body: () => ({ title: 'Taken over' }),
  }, // PUT /v3/signature-requests/{id}
  addAttachment: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 201,
    },
    body: () => ({
      filename: 'note.txt',
      content_type: 'text/plain',
      content: base64(new TextEncoder().encode('note')),
    }),
  }, // POST /v3/signature-requests/{id}/attachments
  deleteAttachment: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 204,
    },
  }, // DELETE /v3/signature-requests/{id}/attachments/{aid}
  getAttachment: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/signature-requests/{id}/attachments/{aid}
  getAttachmentContent: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/signature-requests/{id}/attachments/{aid}/content
  declineSignatureRequest: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 200,
      owner: 403,
    },
    body: () => ({ message: 'no' }),
  }, // POST /v3/signature-requests/{id}/decline
  askLevelChange: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 204,
      owner: 403,
    },
  }, // POST /v3/signature-requests/{id}/ask-level-change
  delegateSignatureRequest: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 200,
      owner: 403,
    },
    body: () => ({ account_email: someone() }),
  }, // POST /v3/signature-requests/{id}/delegate
  addSignatureRequestDocument: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 409,
    },
    body: () => ({ content: pdf(), title: 'more.pdf' }),
  }, // POST /v3/signature-requests/{id}/documents
  removeSignatureRequestDocument: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 409,
    },
  }, // DELETE /v3/signature-requests/{id}/documents/{docId}
  listSignatureRequestEvents: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/signature-requests/{id}/events
  getSignatureRequestTimeline: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/signature-requests/{id}/timeline
  // 409 for the owner: the request is OPEN already.
  initiateSignatureRequest: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 409,
    },
  }, // POST /v3/signature-requests/{id}/initiate
  getSignatureRequestLockStatus: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/signature-requests/{id}/lock-status
  addObserver: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 201,
    },
    body: () => ({ email: someone() }),
  }, // POST /v3/signature-requests/{id}/observers
  removeObserver: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 204,
    },
  }, // DELETE /v3/signature-requests/{id}/observers/{oid}
  remindSignatureRequest: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 200,
    },
  }, // POST /v3/signature-requests/{id}/remind
  getSignatureRequestReport: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
    query: '?type=events',
  }, // GET /v3/signature-requests/{id}/report
  addSignature: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 201,
    },
    body: () => ({ account_email: someone() }),
  }, // POST /v3/signature-requests/{id}/signatures
  removeSignature: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 409,
    },
  }, // DELETE /v3/signature-requests/{id}/signatures/{sid}
  updateSignature: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 200,
    },
    body: () => ({ document_signatures: [] }),
  }, // PUT /v3/signature-requests/{id}/signatures/{sid}
  getSignatureRequestStatus: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/signature-requests/{id}/status
  withdrawSignatureRequest: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 403,
      signer: 403,
      owner: 200,
    },
    body: () => ({ message: 'no' }),
  }, // POST /v3/signature-requests/{id}/withdraw
  downloadSignatureRequestZip: {
    scope: 'request',
    expect: {
      anonymous: 401,
      outsider: 404,
      otherSigner: 404,
      observer: 200,
      signer: 200,
      owner: 200,
    },
  }, // GET /v3/signature-requests/{id}/zip
  claimSendTo: { scope: 'sendto', expect: OWN_ONLY }, // POST /v3/sendto/{id}/claim
  getSendToInternal: { scope: 'sendto', expect: OWN_ONLY }, // GET /v3/sendto/{id}/get-internal

  // Identification (§7) and the registration desk (ADR 0620). The desk's calls refuse with 403
  // whoever is no officer, the person included; a person's evidence is 404 to everyone else.
  startIdentification: {
    scope: 'identification',
    expect: { anonymous: 401, officer: 200, owner: 200 },
    body: () => ({}),
  }, // POST /v1/user/identification/{provider}/{method}
  getIdentification: {
    scope: 'identification',
    expect: { anonymous: 401, officer: 200, owner: 200 },
  }, // GET /v1/user/identification/{provider}/{method}
  deleteIdentification: {
    scope: 'identification',
    expect: { anonymous: 401, officer: 400, owner: 200 },
    body: (ids) => ({ email: ids.email }),
  }, // DELETE /v1/user/identification/{provider}/{method}
  identificationPayment: {
    scope: 'identification',
    expect: { anonymous: 401, officer: 200, owner: 200 },
  }, // GET /v1/user/identification/payment/{subject}
  putIdentityData: {
    scope: 'identification',
    expect: PERSON_ONLY,
    body: () => IDENTITY,
  }, // PUT /v1/user/identification/desk/{id}/identity
  putIdentificationPhoto: {
    scope: 'identification',
    expect: PERSON_ONLY,
    png: true,
  }, // PUT /v1/user/identification/desk/{id}/photos/{kind}
  submitIdentification: {
    scope: 'identification',
    expect: PERSON_ONLY,
  }, // POST /v1/user/identification/desk/{id}/submit
  getOwnEvidence: {
    scope: 'identification',
    expect: PERSON_ONLY,
  }, // GET /v1/user/identification/desk/{id}/evidence
  getOwnPhoto: {
    scope: 'identification',
    expect: PERSON_ONLY,
  }, // GET /v1/user/identification/desk/{id}/photos/{kind}
  listDeskIdentifications: {
    scope: 'identification',
    expect: { anonymous: 401, officer: 200, owner: 403 },
  }, // GET /v1/identification-desk
  getDeskEvidence: {
    scope: 'identification',
    expect: OFFICERS_ONLY,
  }, // GET /v1/identification-desk/{id}
  getDeskPhoto: {
    scope: 'identification',
    expect: OFFICERS_ONLY,
  }, // GET /v1/identification-desk/{id}/photos/{kind}
  approveIdentification: {
    scope: 'identification',
    expect: OFFICERS_ONLY,
  }, // POST /v1/identification-desk/{id}/approve
  rejectIdentification: {
    scope: 'identification',
    expect: OFFICERS_ONLY,
    body: () => ({ reason: 'The photo is blurred' }),
  }, // POST /v1/identification-desk/{id}/reject
  // OpenID Connect eIDs (ADR 0621). The matrix configures none: the list is empty and a start or
  // an answer names no configured eID (404) for anyone signed in. identification.oidc.test.ts
  // runs them against a real provider, including another person's answer refused.
  listOidcEids: {
    scope: 'identification',
    expect: { anonymous: 401, officer: 200, owner: 200 },
  }, // GET /v1/user/identification/eid
  startOidcIdentification: {
    scope: 'identification',
    expect: { anonymous: 401, officer: 404, owner: 404 },
    body: () => ({}),
  }, // POST /v1/user/identification/eid/{eid}
  finishOidcIdentification: {
    scope: 'identification',
    expect: { anonymous: 401, officer: 404, owner: 404 },
    body: () => ({ state: 'state-of-nobody' }),
  }, // POST /v1/user/identification/eid/{eid}/callback
  listDirectOidcEids: { scope: 'guest', expect: SIGNED_IN }, // GET /v1/direct/user/identification/eid
  startDirectOidcIdentification: {
    scope: 'guest',
    expect: { anonymous: 401, owner: 404 },
    body: () => ({}),
  }, // POST /v1/direct/user/identification/eid/{eid}
  finishDirectOidcIdentification: {
    scope: 'guest',
    expect: { anonymous: 401, owner: 404 },
    body: () => ({ state: 'state-of-nobody' }),
  }, // POST /v1/direct/user/identification/eid/{eid}/callback
  startDirectIdentification: {
    scope: 'guest',
    expect: SIGNED_IN,
    body: () => ({}),
  }, // POST /v1/direct/user/identification/{provider}/{method}
  getDirectIdentification: { scope: 'guest', expect: SIGNED_IN }, // GET /v1/direct/user/identification/{provider}/{method}
  deleteDirectIdentification: {
    scope: 'guest',
    expect: SIGNED_IN,
    body: (ids) => ({ email: ids.email }),
  }, // DELETE /v1/direct/user/identification/{provider}/{method}
  directIdentificationPayment: { scope: 'guest', expect: SIGNED_IN }, // GET /v1/direct/user/identification/payment/{subject}
  putDirectIdentityData: {
    scope: 'guest',
    expect: OWN_ONLY,
    body: () => IDENTITY,
  }, // PUT /v1/direct/user/identification/desk/{id}/identity
  putDirectIdentificationPhoto: {
    scope: 'guest',
    expect: OWN_ONLY,
    png: true,
  }, // PUT /v1/direct/user/identification/desk/{id}/photos/{kind}
  submitDirectIdentification: {
    scope: 'guest',
    expect: OWN_ONLY,
  }, // POST /v1/direct/user/identification/desk/{id}/submit
  getDirectOwnEvidence: { scope: 'guest', expect: OWN_ONLY }, // GET /v1/direct/user/identification/desk/{id}/evidence
  getDirectOwnPhoto: { scope: 'guest', expect: OWN_ONLY }, // GET /v1/direct/user/identification/desk/{id}/photos/{kind}

  // The public API (ADR 0900), with an API account's access token. The account's request is OPEN
  // (v2 sends at once): its document cannot be deleted, nor can it be sent again (409).
  'publicApiV2.login': { scope: 'public', expect: { anonymous: 400 }, body: () => ({}) },
  'publicApiV2.health': { scope: 'public', expect: { anonymous: 200 } },
  'publicApiV2.signatureQualities': { scope: 'api', expect: { anonymous: 401, owner: 200 } },
  'publicApiV2.getDocument': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV2.getDocumentContent': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV2.deleteDocument': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 409 },
  },
  // A document on its own (ADR 0911): the account's own, so there is no outsider to name.
  'publicApiV2.uploadDocument': {
    scope: 'api',
    expect: { anonymous: 401, owner: 200 },
    body: () => ({ title: 'Offer', content: pdf() }),
  },
  'publicApiV2.listDocuments': { scope: 'api', expect: { anonymous: 401, owner: 200 } },
  'publicApiV2.listSignatureRequests': { scope: 'api', expect: { anonymous: 401, owner: 200 } },
  'publicApiV2.getSignatureRequest': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV2.deleteSignatureRequest': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV2.createSignatureRequest': {
    scope: 'api',
    expect: { anonymous: 401, owner: 200 },
    body: () => ({ title: 'Offer', content: pdf() }),
  },
  'publicApiV2.getCallbacks': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV2.postCallbacks': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV2.callbackSecret': { scope: 'api', expect: { anonymous: 401, owner: 200 } },
  'publicApiV3.login': { scope: 'public', expect: { anonymous: 400 }, body: () => ({}) },
  'publicApiV3.health': { scope: 'public', expect: { anonymous: 200 } },
  'publicApiV3.signatureQualities': { scope: 'api', expect: { anonymous: 401, owner: 200 } },
  'publicApiV3.getDocument': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV3.getDocumentContent': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV3.deleteDocument': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 409 },
  },
  // A document on its own (ADR 0911): the account's own, so there is no outsider to name.
  'publicApiV3.uploadDocument': {
    scope: 'api',
    expect: { anonymous: 401, owner: 200 },
    body: () => ({ title: 'Offer', content: pdf() }),
  },
  'publicApiV3.listDocuments': { scope: 'api', expect: { anonymous: 401, owner: 200 } },
  'publicApiV3.listSignatureRequests': { scope: 'api', expect: { anonymous: 401, owner: 200 } },
  'publicApiV3.getSignatureRequest': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV3.deleteSignatureRequest': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV3.createSignatureRequest': {
    scope: 'api',
    expect: { anonymous: 401, owner: 200 },
    body: () => ({ title: 'Offer', documents: [{ content: pdf(), title: 'offer.pdf' }] }),
  },
  'publicApiV3.initiateSignatureRequest': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 409 },
  },
  'publicApiV3.getCallbacks': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV3.postCallbacks': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
  },
  'publicApiV3.callbackSecret': { scope: 'api', expect: { anonymous: 401, owner: 200 } },
  ...apiRequestActions('publicApiV2'),
  ...apiRequestActions('publicApiV3'),
  // v3 only. The request is OPEN: its documents no longer change (409).
  'publicApiV3.addRequestDocument': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 409 },
    body: () => ({ content: pdf() }),
  },
  'publicApiV3.removeRequestDocument': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 409 },
  },
  'publicApiV3.addObserver': {
    scope: 'api',
    expect: { anonymous: 401, outsider: 404, owner: 200 },
    body: () => ({ email: 'watcher@example.com' }),
  },
  'publicApiV3.listObservers': { scope: 'api', expect: API_OWN },
  'publicApiV3.getObserver': { scope: 'api', expect: API_OWN },
  'publicApiV3.removeObserver': { scope: 'api', expect: API_OWN },
};

/**
 * The public API's calls on one request (ADR 0910), alike under v2 and v3. PUT names its request
 * in the body, so it has no outsider here (public-api.request-actions.test.ts has that case).
 */
function apiRequestActions(group: 'publicApiV2' | 'publicApiV3'): Record<string, MatrixEntry> {
  return {
    [`${group}.updateSignatureRequest`]: {
      scope: 'api',
      expect: { anonymous: 401, owner: 200 },
      body: (ids) => ({ id: ids.id, signatures: [{ account_email: 'second@example.com' }] }),
    },
    [`${group}.withdrawSignatureRequest`]: { scope: 'api', expect: API_OWN, body: () => ({}) },
    [`${group}.remindSignatureRequest`]: { scope: 'api', expect: API_OWN },
    [`${group}.getSignatureRequestReport`]: { scope: 'api', expect: API_OWN, query: '?type=JSON' },
    [`${group}.addAttachment`]: {
      scope: 'api',
      expect: API_OWN,
      body: () => ({ filename: 'a.txt', content_type: 'text/plain', content: 'YQ==' }),
    },
    [`${group}.listAttachments`]: { scope: 'api', expect: API_OWN },
    [`${group}.getAttachment`]: { scope: 'api', expect: API_OWN },
    [`${group}.getAttachmentContent`]: { scope: 'api', expect: API_OWN },
    [`${group}.deleteAttachment`]: { scope: 'api', expect: API_OWN },
    [`${group}.addSignature`]: {
      scope: 'api',
      expect: API_OWN,
      body: () => ({ account_email: 'another@example.com' }),
    },
    [`${group}.getDocumentPage`]: { scope: 'api', expect: API_OWN },
    // The matrix's API account has no right to a seal (public-api.seal.test.ts has one that does).
    [`${group}.seal`]: {
      scope: 'api',
      expect: { anonymous: 401, owner: 403 },
      body: () => ({ content: pdf() }),
    },
    [`${group}.createSendTo`]: {
      scope: 'api',
      expect: { anonymous: 401, owner: 200 },
      body: () => ({ title: 'Lease', content: pdf() }),
    },
    // The send-to's access code, as its business's API account got it; another business's 404.
    [`${group}.trackSendTo`]: { scope: 'api', expect: API_OWN, headers: SENDTO_CODE },
    [`${group}.downloadSendTo`]: { scope: 'api', expect: API_OWN, headers: SENDTO_CODE },
    [`${group}.deleteSendTo`]: { scope: 'api', expect: API_OWN, headers: SENDTO_CODE },
    // The API account's own business: there is no other to name.
    [`${group}.activitiesSignatures`]: { scope: 'api', expect: { anonymous: 401, owner: 200 } },
    // The request's only signer: an OPEN request keeps at least one.
    [`${group}.removeSignature`]: {
      scope: 'api',
      expect: { anonymous: 401, outsider: 404, owner: 409 },
    },
  };
}
