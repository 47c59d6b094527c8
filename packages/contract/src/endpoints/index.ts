import * as accountContact from './account-contact.endpoints.ts';
import * as invitation from './invitation.endpoints.ts';
import * as password from './password.endpoints.ts';
import * as platform from './platform.endpoints.ts';
import * as session from './session.endpoints.ts';
import * as signup from './signup.endpoints.ts';
import * as user from './user.endpoints.ts';

export * from './account-contact.endpoints.ts';
export * from './activity.endpoints.ts';
export * from './activity.schemas.ts';
export * from './api-accounts.endpoints.ts';
export * from './api-accounts.schemas.ts';
export * from './business.endpoints.ts';
export * from './business.schemas.ts';
export * from './direct.endpoints.ts';
export * from './direct.schemas.ts';
export * from './documents.endpoints.ts';
export * from './invitation.endpoints.ts';
export * from './password.endpoints.ts';
export * from './platform.endpoints.ts';
export * from './public-api.endpoints.ts';
export * from './public-api.examples.ts';
export * from './public-api.schemas.ts';
export * from './public-api-business.endpoints.ts';
export * from './public-api-callbacks.schemas.ts';
export * from './public-api-documents.endpoints.ts';
export type { EndpointExample } from './public-api-example.ts';
export * from './public-api-requests.endpoints.ts';
export * from './seals.endpoints.ts';
export * from './seals.schemas.ts';
export * from './session.endpoints.ts';
export * from './signature-requests.endpoints.ts';
export * from './signature-requests.schemas.ts';
export * from './signer-groups.endpoints.ts';
export * from './signer-groups.schemas.ts';
export * from './signing.endpoints.ts';
export * from './signup.endpoints.ts';
export * from './user.endpoints.ts';
export * from './user.schemas.ts';
export * from './visual-signatures.endpoints.ts';

/** §7 "Session and account", plus the platform calls the web app makes at start. */
export const sessionAndAccountEndpoints = {
  login: session.login,
  logout: session.logout,
  identityProviders: session.identityProviders,
  requestConfirmation: signup.requestConfirmation,
  validConfirmation: signup.validConfirmation,
  register: signup.register,
  getInvitationContext: invitation.getInvitationContext,
  getUser: user.getUser,
  updateUser: user.updateUser,
  signatureQualitiesDetail: user.signatureQualitiesDetail,
  deleteUser: user.deleteUser,
  acceptTerms: user.acceptTerms,
  cello: user.cello,
  changeMobile: accountContact.changeMobile,
  confirmMobile: accountContact.confirmMobile,
  checkPassword: password.checkPassword,
  changePassword: password.changePassword,
  requestReset: password.requestReset,
  resetPassword: password.resetPassword,
  datetime: platform.datetime,
  emailInputAutocomplete: platform.emailInputAutocomplete,
  maintenance: platform.maintenance,
  runtimeConfig: platform.runtimeConfig,
} as const;
export { LanguageCode, OpaqueToken, Password, PersonName } from './fields.schemas.ts';
export * from './identification.endpoints.ts';
export * from './identification.schemas.ts';
export * from './identification-eid.endpoints.ts';
