import {
  buildPath,
  cancelVerification,
  DIRECT_TOKEN_HEADER,
  type DirectSignatureRequest,
  declineDirectSignatureRequest,
  directSign,
  downloadDirectDocument,
  getDirectBusinessPublicInformation,
  getDirectDocumentPage,
  getDirectSignatureRequest,
  getDirectUser,
  type Language,
  resendDirectLink,
  resendVerification,
  respondVerification,
  type SignRequestItem,
  type SignResponse,
  updateDirectUser,
} from '@signet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import type { PageSource } from '../viewer/index.ts';
import type { GuestSession } from './guest-session.ts';

/**
 * Query keys of the guest's screens (ADR 0230): per link token, so a newer link never reads an
 * answer cached for the one before it.
 */
export const directSignKeys = {
  all: ['direct-sign'] as const,
  request: (token: string, id: string) => [...directSignKeys.all, token, 'request', id] as const,
  user: (token: string) => [...directSignKeys.all, token, 'user'] as const,
  branding: (businessId: string) => [...directSignKeys.all, 'branding', businessId] as const,
};

/** The link's token goes as a header, not in the URL, so it stays out of logs (ADR 0235). */
export const guestAuth = (session: GuestSession) => ({ [DIRECT_TOKEN_HEADER]: session.token });

/** GET /v3/direct/signature-requests/{id}, with the exit settings the link carried. */
export function useDirectRequest(session: GuestSession) {
  return useQuery({
    queryKey: directSignKeys.request(session.token, session.requestId),
    queryFn: ({ signal }) =>
      call(
        getDirectSignatureRequest,
        { params: { id: session.requestId }, query: session.linkQuery },
        { signal, auth: guestAuth(session) },
      ),
    // A token problem (expired, replaced, altered) will not change by asking again.
    retry: false,
  });
}

export function useRefreshDirectRequest(session: GuestSession) {
  const client = useQueryClient();
  return (fresh?: DirectSignatureRequest) => {
    const key = directSignKeys.request(session.token, session.requestId);
    if (fresh) client.setQueryData(key, fresh);
    return client.invalidateQueries({ queryKey: key });
  };
}

/** GET /v1/direct/user: the guest as the link knows them (their language, their name). */
export function useDirectUser(session: GuestSession) {
  return useQuery({
    queryKey: directSignKeys.user(session.token),
    queryFn: ({ signal }) => call(getDirectUser, {}, { signal, auth: guestAuth(session) }),
    retry: false,
  });
}

/** The sender business's name, logo and support contact (public, §1 branding). */
export function useDirectBranding(businessId: string | null | undefined) {
  return useQuery({
    queryKey: directSignKeys.branding(businessId ?? ''),
    queryFn: ({ signal }) =>
      call(getDirectBusinessPublicInformation, { params: { id: businessId! } }, { signal }),
    enabled: Boolean(businessId),
    staleTime: 5 * 60_000,
  });
}

/** POST /v3/direct/sign: without a TAN it sends one, with the TAN it signs (as /v3/sign). */
export function postDirectSign(
  session: GuestSession,
  input: { items: SignRequestItem[]; language: Language; tan?: string },
): Promise<SignResponse> {
  return call(
    directSign,
    {
      body: {
        signatureRequests: input.items,
        language: input.language,
        ...(input.tan === undefined ? {} : { tan: input.tan }),
      },
    },
    { auth: guestAuth(session) },
  );
}

/** The terms of use, accepted in the guest's flow before the first TAN (PUT {gtc: true}). */
export function acceptTermsAsGuest(session: GuestSession) {
  return call(updateDirectUser, { body: { gtc: true } }, { auth: guestAuth(session) });
}

/** A mobile number the sender left out: saved unconfirmed, with a code sent to it (§7 api/*). */
export function saveGuestMobile(session: GuestSession, mobile: string) {
  return call(updateDirectUser, { body: { mobile } }, { auth: guestAuth(session) });
}

/** The guest's current state, read afresh (a pending confirmation of the mobile number). */
export function readGuest(session: GuestSession) {
  return call(getDirectUser, {}, { auth: guestAuth(session) });
}

/** §7 verification: confirm (api/respond), send again (api/resend), drop (api/cancel). */
export const verification = {
  respond: (session: GuestSession, id: string, secret: string) =>
    call(respondVerification, { params: { id }, body: { secret } }, { auth: guestAuth(session) }),
  resend: (session: GuestSession, id: string) =>
    call(resendVerification, { params: { id } }, { auth: guestAuth(session) }),
  cancel: (session: GuestSession, id: string) =>
    call(cancelVerification, { params: { id } }, { auth: guestAuth(session) }),
};

/** The guest declines; the answer names the decline URL when the link asked for a redirect. */
export function declineAsGuest(session: GuestSession, message: string) {
  return call(
    declineDirectSignatureRequest,
    {
      params: { id: session.requestId },
      query: session.linkQuery,
      body: message ? { message } : {},
    },
    { auth: guestAuth(session) },
  );
}

/** A new link by mail (an expired link may ask); the exit settings go into the new one. */
export function resendGuestLink(session: GuestSession) {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(session.linkQuery)) url.searchParams.set(name, value);
  return call(
    resendDirectLink,
    { body: { url: url.pathname + url.search } },
    { auth: guestAuth(session) },
  );
}

/** The signed PDF of one document, unless the link hid the download. */
export function downloadAsGuest(session: GuestSession, documentId: string, name: string) {
  return downloadFile(
    downloadDirectDocument,
    { params: { id: documentId }, query: session.linkQuery },
    /\.pdf$/i.test(name) ? name : `${name}.pdf`,
    fetch,
    guestAuth(session),
  );
}

/** The guest's page images: the direct endpoint, authorised by the link. */
export function guestPageSource(session: GuestSession): PageSource {
  return {
    url: (documentId, pageIndex, scale) =>
      `${buildPath(getDirectDocumentPage.path, { id: documentId, n: pageIndex })}?scale=${scale}`,
    headers: guestAuth(session),
  };
}
