import type { Migration } from 'kysely/migration';
import * as accounts from './20261122T0800-accounts.ts';
import * as outboxJobsRateLimits from './20261122T0801-outbox-jobs-rate-limits.ts';
import * as signatureRequests from './20261122T0900-signature-requests.ts';
import * as signing from './20261122T1000-signing.ts';
import * as visualSignatures from './20261122T1100-visual-signatures.ts';
import * as requestListIndexes from './20261122T1200-request-list-indexes.ts';
import * as protocol from './20261122T1300-protocol.ts';
import * as requestListFilters from './20261122T1500-request-list-filters.ts';
import * as requestListItems from './20261123T0900-request-list-items.ts';
import * as businesses from './20261126T0900-businesses.ts';
import * as businessEffects from './20261126T0910-business-effects.ts';
import * as memberListVersion from './20261126T0920-member-list-version.ts';
import * as businessSeals from './20261126T1000-business-seals.ts';
import * as signerGroups from './20261126T1100-signer-groups.ts';
import * as activity from './20261126T1200-activity.ts';
import * as deadJobs from './20261126T1300-dead-jobs.ts';
import * as sendtoQuotas from './20261126T1310-sendto-quotas.ts';
import * as directSign from './20261126T1400-direct-sign.ts';
import * as apiAccounts from './20261126T1500-api-accounts.ts';
import * as cscServer from './20261126T1500-csc-server.ts';
import * as identifications from './20261126T1500-identifications.ts';
import * as identificationOidc from './20261127T0100-identification-oidc.ts';
import * as mobileChanges from './20261127T0100-mobile-changes.ts';
import * as publicApiCallbacks from './20261127T0100-public-api-callbacks.ts';
import * as requestDeadlines from './20261127T0100-request-deadlines.ts';
import * as sendtoByApi from './20261127T0100-sendto-by-api.ts';
import * as signingProceeds from './20261127T0110-signing-proceeds.ts';
import * as ownerlessRequests from './20261127T0200-ownerless-requests.ts';
import * as protocolStates from './20261127T0200-protocol-states.ts';
import * as callbackTypes from './20261127T0300-callback-types.ts';
import * as apiDocumentHolders from './20261127T0500-api-document-holders.ts';
import * as apiRequestSettings from './20261127T0500-api-request-settings.ts';
import * as groupObservers from './20261127T0600-group-observers.ts';

/**
 * Every migration in order. Listed by hand because Kysely's FileMigrationProvider cannot load
 * `.ts` files under Vitest on Node 20; the names are timestamps so order never depends on this list.
 */
export const migrations: Record<string, Migration> = {
  '20261122T0800-accounts': accounts,
  '20261122T0801-outbox-jobs-rate-limits': outboxJobsRateLimits,
  '20261122T0900-signature-requests': signatureRequests,
  '20261122T1000-signing': signing,
  '20261122T1100-visual-signatures': visualSignatures,
  '20261122T1200-request-list-indexes': requestListIndexes,
  '20261122T1300-protocol': protocol,
  '20261122T1500-request-list-filters': requestListFilters,
  '20261123T0900-request-list-items': requestListItems,
  '20261126T0900-businesses': businesses,
  '20261126T0910-business-effects': businessEffects,
  '20261126T0920-member-list-version': memberListVersion,
  '20261126T1200-activity': activity,
  '20261126T1000-business-seals': businessSeals,
  '20261126T1100-signer-groups': signerGroups,
  '20261126T1300-dead-jobs': deadJobs,
  '20261126T1310-sendto-quotas': sendtoQuotas,
  '20261126T1400-direct-sign': directSign,
  '20261126T1500-api-accounts': apiAccounts,
  '20261126T1500-csc-server': cscServer,
  '20261126T1500-identifications': identifications,
  '20261127T0100-identification-oidc': identificationOidc,
  '20261127T0100-mobile-changes': mobileChanges,
  '20261127T0100-public-api-callbacks': publicApiCallbacks,
  '20261127T0100-request-deadlines': requestDeadlines,
  '20261127T0100-sendto-by-api': sendtoByApi,
  '20261127T0110-signing-proceeds': signingProceeds,
  '20261127T0200-ownerless-requests': ownerlessRequests,
  '20261127T0200-protocol-states': protocolStates,
  '20261127T0300-callback-types': callbackTypes,
  '20261127T0500-api-document-holders': apiDocumentHolders,
  '20261127T0500-api-request-settings': apiRequestSettings,
  '20261127T0600-group-observers': groupObservers,
};
