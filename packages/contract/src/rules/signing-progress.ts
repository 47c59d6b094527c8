import type { SignatureStatusCode, StatusOverall } from './signature-status.ts';

export interface SigningProgress {
  signed: number;
  total: number;
  /** Signatures still waiting (neither signed nor declined). */
  open: number;
  /** §4: the request is SIGNED: every signer has signed and the file is final. */
  complete: boolean;
}

/** How far a request's signing has come: /signed, the inbox rows and the viewer's header. */
export function signingProgress(request: {
  status_overall: StatusOverall;
  signatures: readonly { status_code: SignatureStatusCode }[];
}): SigningProgress {
  const signed = request.signatures.filter((s) => s.status_code === 'SIGNED').length;
  const open = request.signatures.filter((s) => s.status_code === 'OPEN').length;
  return {
    signed,
    total: request.signatures.length,
    open,
    complete: request.status_overall === 'SIGNED',
  };
}
