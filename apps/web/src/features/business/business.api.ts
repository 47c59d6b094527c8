import {
  acceptTerms,
  type Business,
  type BusinessSettings,
  type CreateBusinessBody,
  createBusiness as createBusinessEndpoint,
  deleteBusiness as deleteBusinessEndpoint,
  deleteBusinessLogo,
  getBusiness,
  getBusinessPublicInformation,
  removeBusinessMembers,
  requestConfirmation,
  revokeBusinessDeletion,
  type UpdateAesForBusinessBody,
  type UpdateBusinessBody,
  type UpdateBusinessSettingsBody,
  updateAesForBusiness as updateAesForBusinessEndpoint,
  updateBusiness as updateBusinessEndpoint,
  updateBusinessSettings,
  uploadBusinessLogo,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';
import { rawCall } from '../../lib/api/raw-call.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';

/** §7 request-confirmation for a business sign-up: the link leads to /business/signup/steps. */
export function requestBusinessSignupMail(email: string) {
  return call(requestConfirmation, {
    body: { email, flow: 'business_signup', lang: currentLocale() },
  });
}

export function fetchBusiness(id: string, signal?: AbortSignal): Promise<Business> {
  return call(getBusiness, { params: { id } }, signal ? { signal } : {});
}

export function fetchPublicInformation(id: string, signal?: AbortSignal) {
  return call(getBusinessPublicInformation, { params: { id } }, signal ? { signal } : {});
}

/** POST /v2/businesses: the caller founds the business and becomes its first admin. */
export function foundBusiness(body: CreateBusinessBody): Promise<Business> {
  return call(createBusinessEndpoint, { body });
}

export function saveBusiness(id: string, body: UpdateBusinessBody): Promise<Business> {
  return call(updateBusinessEndpoint, { params: { id }, body });
}

export function saveSettings(
  id: string,
  body: UpdateBusinessSettingsBody,
): Promise<BusinessSettings> {
  return call(updateBusinessSettings, { params: { id }, body });
}

export function saveAesForBusiness(id: string, body: UpdateAesForBusinessBody): Promise<Business> {
  return call(updateAesForBusinessEndpoint, { params: { id }, body });
}

/** The logo as the raw body, with its own content type (PNG, JPEG or WebP). */
export async function uploadLogo(id: string, file: Blob): Promise<BusinessSettings> {
  const response = await rawCall(
    uploadBusinessLogo,
    { params: { id } },
    { raw: { body: file, contentType: file.type } },
  );
  return uploadBusinessLogo.response.parse(await response.json()) as BusinessSettings;
}

export function removeLogo(id: string): Promise<BusinessSettings> {
  return call(deleteBusinessLogo, { params: { id } });
}

export function scheduleDeletion(id: string): Promise<Business> {
  return call(deleteBusinessEndpoint, { params: { id } });
}

export function revokeDeletion(id: string): Promise<Business> {
  return call(revokeBusinessDeletion, { params: { id } });
}

/** A member (or admin) leaves: remove-members with their own id (§6: never the last admin). */
export function leaveBusiness(businessId: string, userId: string) {
  return call(removeBusinessMembers, {
    params: { id: businessId },
    body: { user_ids: [userId] },
  });
}

/** §6 business invitation: true joins the business, false declines it. */
export function answerInvitation(accept: boolean) {
  return call(acceptTerms, { body: { business_invite: accept } });
}

/** §6 removed from business / business deleted: the downgrade notice was read. */
export function acknowledgeBusinessNotice() {
  return call(acceptTerms, { body: { business_notice: true } });
}
