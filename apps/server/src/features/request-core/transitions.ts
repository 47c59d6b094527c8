import { AppError, type StatusOverall } from '@signet/contract';

/**
 * §4 status_overall and every transition the server allows. Signing moves OPEN → SIGNED when the
 * last signature is made; everything else here is an action of the owner or a signer.
 */
const ALLOWED: Record<StatusOverall, readonly StatusOverall[]> = {
  DRAFT: ['OPEN'],
  OPEN: ['SIGNED', 'DECLINED', 'WITHDRAWN'],
  SIGNED: [],
  DECLINED: [],
  WITHDRAWN: [],
};

export function canTransition(from: StatusOverall, to: StatusOverall): boolean {
  return ALLOWED[from].includes(to);
}

/** Refuses a transition the state machine does not have, with the code that explains why. */
export function assertTransition(from: StatusOverall, to: StatusOverall): void {
  if (canTransition(from, to)) return;
  if (from === 'DRAFT') {
    throw new AppError(
      'REQUEST_NOT_OPEN',
      `The request is a DRAFT; initiate it first (wanted ${to})`,
    );
  }
  if (from !== 'OPEN') {
    throw new AppError('REQUEST_ENDED', `The request is ${from} and can no longer change`);
  }
  throw new AppError('REQUEST_NOT_DRAFT', `The request is ${from}; it cannot become ${to}`);
}

/** Changes to the request's content (title, signers, observers) end with the request. */
export function assertNotEnded(status: StatusOverall): void {
  if (status === 'SIGNED' || status === 'DECLINED' || status === 'WITHDRAWN') {
    throw new AppError('REQUEST_ENDED', `The request is ${status} and can no longer change`);
  }
}

export function assertDraft(status: StatusOverall): void {
  if (status !== 'DRAFT') {
    throw new AppError(
      'REQUEST_NOT_DRAFT',
      `Documents can only change while the request is a DRAFT (it is ${status})`,
    );
  }
}

export function assertOpen(status: StatusOverall): void {
  if (status !== 'OPEN') {
    throw new AppError('REQUEST_NOT_OPEN', `The request must be OPEN (it is ${status})`);
  }
}
