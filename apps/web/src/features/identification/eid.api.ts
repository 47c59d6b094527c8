import {
  finishDirectOidcIdentification,
  finishOidcIdentification,
  listDirectOidcEids,
  listOidcEids,
  type OidcCallbackBody,
  startDirectOidcIdentification,
  startOidcIdentification,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';

/** A direct-sign guest's credential (the link's token header); none for a signed-in person. */
export type GuestAuth = Record<string, string> | undefined;

export const fetchEids = (guest: GuestAuth, signal?: AbortSignal) =>
  guest
    ? call(listDirectOidcEids, {}, { signal, auth: guest })
    : call(listOidcEids, {}, { signal });

export const startEid = (eid: string, guest: GuestAuth) =>
  guest
    ? call(startDirectOidcIdentification, { params: { eid }, body: {} }, { auth: guest })
    : call(startOidcIdentification, { params: { eid }, body: {} });

export const finishEid = (eid: string, body: OidcCallbackBody, guest: GuestAuth) =>
  guest
    ? call(finishDirectOidcIdentification, { params: { eid }, body }, { auth: guest })
    : call(finishOidcIdentification, { params: { eid }, body });

/** Which eID the tab went to, so the page it comes back to knows whom the answer is from. */
const PENDING_KEY = 'signet-eid-pending';

export function rememberEid(eid: string): void {
  sessionStorage.setItem(PENDING_KEY, eid);
}

export function pendingEid(): string {
  return sessionStorage.getItem(PENDING_KEY) ?? 'id-austria';
}

/** The eID's answer in the page's query (state with code or error), or null without a state. */
export function answerOf(search: string): OidcCallbackBody | null {
  const query = new URLSearchParams(search);
  const value = (name: string) => {
    const text = query.get(name);
    return text === null || text === '' ? undefined : text;
  };
  const state = value('state');
  if (!state) return null;
  const optional = {
    code: value('code'),
    iss: value('iss'),
    error: value('error'),
    errorDescription: value('error_description'),
  };
  return {
    state,
    ...Object.fromEntries(Object.entries(optional).filter(([, text]) => text !== undefined)),
  };
}
