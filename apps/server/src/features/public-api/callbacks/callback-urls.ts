import { isIP } from 'node:net';
import { AppError } from '@signet/contract';
import type { CallbackType } from '../../../db/tables/public-api-callbacks.tables.ts';
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

export type CallbackUrls = Partial<Record<CallbackType, string>>;

const FIELDS: Record<CallbackType, [skribble: keyof CallbackUrlsBody, signet: string]> = {
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
    CallbackType,
    (typeof FIELDS)[CallbackType],
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

/** Which callbacks an event of the request's chain calls (Skribble's CallbackType meanings). */
export function typesFor(action: string): CallbackType[] {
  const types: CallbackType[] = [];
  // UPDATE: any change of the request once it exists, as a signature added or declined.
  if (!['created', 'reminded', 'documents_deleted'].includes(action)) types.push('UPDATE');
  // SUCCESS: every signer signed and the documents are final.
  if (action === 'completed') types.push('SUCCESS');
  // ERROR: a signer declined, or the request was withdrawn.
  if (action === 'declined' || action === 'withdrawn') types.push('ERROR');
  return types;
}
