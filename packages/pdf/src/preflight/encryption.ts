import { loadFullParse } from '../sign/full-parse.ts';
import { PreflightError } from './preflight-error.ts';

/**
 * Why an encrypted file is refused. Both cases are PDF_ENCRYPTED:
 * - a user password (or a certificate, Adobe.PubSec) is needed to read it at all;
 * - an empty user password opens it, but a signature appended to it would have to encrypt every
 *   string and stream of the new revision with the document key (ISO 32000-1 §7.6), while the
 *   signature's /Contents stays clear. Re-saving it decrypted would drop the owner's protection
 *   and, for a signed file, break its signatures; writing an encrypted revision is not supported,
 *   so such files are refused too rather than given an unreadable revision.
 */
export async function encryptedFileError(bytes: Uint8Array): Promise<PreflightError> {
  try {
    await loadFullParse(bytes, { password: '', updateMetadata: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (reason === 'unknown encryption method') {
      return new PreflightError(
        'PDF_ENCRYPTED',
        'The PDF is encrypted for specific certificate holders and cannot be opened without their key',
      );
    }
    return new PreflightError(
      'PDF_ENCRYPTED',
      'The PDF is protected by a password; remove the password and upload it again',
    );
  }
  return new PreflightError(
    'PDF_ENCRYPTED',
    'The PDF is encrypted (it opens without a password but restricts changes); signing it would require an encrypted revision, so remove the encryption and upload it again',
  );
}
