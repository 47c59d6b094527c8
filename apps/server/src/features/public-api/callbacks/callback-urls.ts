import { isIP } from 'node:net';
import { AppError } from '@signet/contract';
import type {
  CallbackType,
  CallbackUrlType,
} from '../../../db/tables/public-api-callbacks.tables.ts';
import { isPublicAddress } from '../outbound/address-rules.ts';

/** The callback URLs of a create body: Skribble's names, or Signet's `callbacks` object. */
export interface CallbackUrlsBody {
  callback_success_url?: string | undefined;
  callback_update_url?: string | undefined;
  callback_error_url?: string | undefined;
  callbacks?:
    | {
        success_url?: string | undefined;
        update_url?: string | undefined;
        error_url?: string | undefined;
      }
    | undefined;
}

export type CallbackUrls = Partial<Record<CallbackUrlType, string>>;

const FIELDS: Record<CallbackUrlType, [skribble: keyof CallbackUrlsBody, signet: string]> = {
  SUCCESS: ['callback_success_url', 'success_url'],
  UPDATE: ['callback_update_url', 'update_url'],
  ERROR: ['callback_error_url', 'error_url'],
};

/**
 * The body's callback URLs (Skribble's names win over Signet's), checked as far as can be before
 * any delivery: https, or http to an allow-listed host, and no literal address that is not
 * public. Names are resolved and checked again at every delivery (ADR 0901).
 */
export function callbackUrlsOf(
  body: CallbackUrlsBody,
  allowHosts: readonly string[],
): CallbackUrls {
  const urls: CallbackUrls = {};
  for (const [type, [skribble, signet]] of Object.entries(FIELDS) as [
    CallbackUrlType,
    (typeof FIELDS)[CallbackUrlType],
  ][]) {
    const fromSkribble = body[skribble] as string | undefined;
    const given = fromSkribble ?? body.callbacks?.[signet as 'success_url'];
    if (!given) continue;
    const field = fromSkribble ? `body.${skribble}` : `body.callbacks.${signet}`;
    const url = new URL(given);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
    const allowed = allowHosts.includes(host);
    const problem =
      url.protocol !== 'https:' && !allowed
        ? 'Must be an https URL'
        : isIP(host) && !allowed && !isPublicAddress(host)
          ? 'Must name a public address'
          : url.username || url.password
            ? 'Must not carry credentials'
            : undefined;
    if (problem) {
      throw new AppError('VALIDATION_FAILED', `${field}: ${problem}`, {
        fields: [{ field, message: problem }],
      });
    }
    urls[type] = given;
  }
  return urls;
}

/** Skribble's placeholders, and Signet's own names for them. */
export function substitute(
  url: string,
  ids: { requestId: string; documentId: string; signatureId: string },
): string {
  return url
    .replaceAll(/(?:SKRIBBLE|SIGNET)_SIGNATURE_REQUEST_ID/g, encodeURIComponent(ids.requestId))
    .replaceAll(/(?:SKRIBBLE|SIGNET)_DOCUMENT_ID/g, encodeURIComponent(ids.documentId))
    .replaceAll(/(?:SKRIBBLE|SIGNET)_SIGNATURE_ID/g, encodeURIComponent(ids.signatureId));
}

/**
 * The URL each callback goes to (ADR 0913): Skribble names three URLs for six types; the steps of
 * a signature process go where its changes go, a failed identification where its failures go.
 */
export const URL_OF: Record<CallbackType, 'success_url' | 'update_url' | 'error_url'> = {
  SUCCESS: 'success_url',
  UPDATE: 'update_url',
  ERROR: 'error_url',
  START_SIGN: 'update_url',
  INITIATE: 'update_url',
  IDENT_ERROR: 'error_url',
};

/** Actions that call no UPDATE: not a change of the request a receiver follows. */
const NOT_AN_UPDATE = ['created', 'reminded', 'documents_deleted', 'identification_failed'];

/**
 * Which callbacks an event of the request's chain calls (Skribble's CallbackType meanings), the
 * request being of `quality` (SES, AES, QES, DEMO; null: the signers' own).
 */
export function typesFor(action: string, quality: string | null): CallbackType[] {
  const types: CallbackType[] = [];
  // UPDATE: any change of the request once it exists, as a signature added or declined.
  if (!NOT_AN_UPDATE.includes(action)) types.push('UPDATE');
  // SUCCESS: every signer signed and the documents are final.
  if (action === 'completed') types.push('SUCCESS');
  // ERROR: a signer declined, or the request was withdrawn.
  if (action === 'declined' || action === 'withdrawn') types.push('ERROR');
  // INITIATE: the request was sent to its signers (v3 /initiate, or sent from the web).
  if (action === 'initiated') types.push('INITIATE');
  // START_SIGN: a signer started signing, i.e. asked for the one-time code (Skribble: xQES only).
  if (action === 'tan_sent' && quality === 'QES') types.push('START_SIGN');
  // IDENT_ERROR: an identification made for this request failed.
  if (action === 'identification_failed') types.push('IDENT_ERROR');
  return types;
}
