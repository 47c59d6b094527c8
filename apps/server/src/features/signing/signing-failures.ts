import { AppError } from '@signet/contract';
import { TrustError } from '@signet/trust';

/**
 * Any failure of the engine, trust service or storage: SIGNING_FAILED, nothing changed; a
 * certificate that does not match the signer: SERIAL_NUMBER_MISMATCH; a provider's OTP refused:
 * the TAN outcome the signer knows (§4).
 */
export async function failingAs<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof TrustError) {
      const known = fromTrustError(error);
      if (known) throw known;
    }
    throw new AppError('SIGNING_FAILED', `Signing failed: ${what}; nothing was changed`, {
      cause: error,
    });
  }
}

function fromTrustError(error: TrustError): AppError | undefined {
  switch (error.code) {
    case 'SIGNER_CERTIFICATE_MISMATCH':
      return new AppError(
        'SERIAL_NUMBER_MISMATCH',
        `The signing certificate does not match your identity (${error.message}); nothing was signed`,
        { cause: error },
      );
    case 'OTP_INVALID':
    case 'OTP_REQUIRED':
      return new AppError('TAN_INVALID', 'The TAN is wrong', { cause: error });
    case 'OTP_LOCKED':
      return new AppError('TAN_LOCKED', 'Wrong TAN too often: signing is locked', {
        cause: error,
      });
    default:
      return undefined;
  }
}
