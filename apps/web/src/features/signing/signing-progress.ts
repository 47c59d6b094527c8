import type { SignatureRequest } from '@signet/contract';

export interface SigningProgress {
  signed: number;
  total: number;
  /** Signatures still waiting (neither signed nor declined). */
  open: number;
  /** §4: the request is SIGNED: every signer has signed and the file is final. */
  complete: boolean;
}

/** How far a request's signing has come, for /signed. */
export function signingProgress(
  request: Pick<SignatureRequest, 'status_overall' | 'signatures'>,
): SigningProgress {
  const signed = request.signatures.filter((s) => s.status_code === 'SIGNED').length;
  const open = request.signatures.filter((s) => s.status_code === 'OPEN').length;
  return {
    signed,
    total: request.signatures.length,
    open,
    complete: request.status_overall === 'SIGNED',
  };
}
