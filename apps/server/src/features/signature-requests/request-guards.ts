import { AppError, canEditDetails, type StatusOverall } from '@signet/contract';
import { forbidden } from '../../http/access-errors.ts';
import {
  assertAllowed,
  assertNotEnded,
  type RequestAggregate,
  requestFacts,
  type VisibleRequest,
} from '../request-core/index.ts';

/** The owner's part of a request; the message says what only the owner may do. */
export function requireOwner(visible: VisibleRequest, message: string): void {
  if (!visible.roles.includes('owner')) throw forbidden(message);
}

/** Skribble: "Changes to the signatures can only be made as long as none of the signers have already completed the signature." */
export function assertSignersUnlocked(aggregate: RequestAggregate): void {
  assertNotEnded(aggregate.request.status_overall as StatusOverall);
  if (aggregate.signatures.some((s) => s.status_code === 'SIGNED')) {
    throw new AppError('SIGNERS_LOCKED', 'Signers cannot change once someone has signed');
  }
}

/** Title, message, level, legislation and part 11 change only in a DRAFT (ADR 0006). */
export function assertDetailsEditable(visible: VisibleRequest): void {
  const status = visible.aggregate.request.status_overall;
  assertAllowed(
    canEditDetails(requestFacts(visible)),
    () => {
      throw new AppError(
        'REQUEST_NOT_DRAFT',
        `Title, message, level and legislation change only while the request is a DRAFT (it is ${status})`,
      );
    },
    'Changing the details',
  );
}
