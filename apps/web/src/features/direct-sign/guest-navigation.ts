import type { DirectSignatureRequest } from '@signet/contract';
import { type GuidedField, guidedFields } from '../viewer/index.ts';
import type { GuestStanding } from './guest-standing.ts';

/**
 * The guest's own fields across the link's documents, in reading order, each with the
 * request-wide number of its page (issue 20: "Sign" and "Go to my field" lead there).
 */
export function guestFields(request: DirectSignatureRequest): GuidedField[] {
  return guidedFields(request.documents, [request.signature]);
}

/** The fields the guest is led to: only while their signature waits for them. */
export function fieldsToGuide(request: DirectSignatureRequest, standing: GuestStanding) {
  return standing === 'toSign' ? guestFields(request) : [];
}

/** The request's pages, counted across its documents ("page n of m"). */
export function guestPageTotal(request: DirectSignatureRequest): number {
  return request.documents.reduce((sum, document) => sum + document.page_count, 0);
}
