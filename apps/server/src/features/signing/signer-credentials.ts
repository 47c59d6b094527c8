import { verifiedCscPdfSigner } from '@signet/trust';
import type { UserRow } from '../../db/schema.ts';
import type { SealRow } from '../../db/tables/signing.tables.ts';
import type { TrustPort } from '../../providers/trust/trust.port.ts';
import { certificateSubject, type SealsService } from '../seals/index.ts';
import type { Checked } from './signing-checks.ts';

/**
 * How the signer shows sole control: a one-time code (personal signature) or seal membership.
 * The code is Signet's TAN, already checked, or the provider's OTP, checked there (0610).
 */
export type Mode = { kind: 'code'; code: string } | { kind: 'seal'; seal: SealRow };

/**
 * The credential a signature is made with, behind the trust port: the seal's, or one for the
 * signer in their verified name at the request's level. The signer that comes back signs through
 * credentials/authorize + signatures/signHash and checks each value before it is embedded: the
 * certificate credentials/info reports must be the one the signed attributes name, in the expected
 * name, and its key must have made the value (SERIAL_NUMBER_MISMATCH otherwise).
 */
export class SignerCredentials {
  constructor(
    private readonly trust: TrustPort,
    private readonly seals: SealsService,
  ) {}

  async signerFor(user: UserRow, checked: Checked, mode: Mode) {
    const { trust } = this;
    if (mode.kind === 'seal') {
      const credential = await this.seals.credentialOf(mode.seal.account_name, trust);
      return verifiedCscPdfSigner(trust, {
        credentialID: credential.credentialId,
        expected: certificateSubject(mode.seal),
      });
    }
    // An identified signer's certificate carries the name the identification verified.
    const name =
      checked.identity?.method === 'identification'
        ? checked.identity.name
        : `${user.first_name} ${user.last_name}`.trim() || user.email;
    const credential = await trust.credentialFor({
      subject: { name, email: user.email },
      level: checked.certificate!,
      legislation: checked.required.legislation,
      userID: user.id,
    });
    return verifiedCscPdfSigner(trust, {
      credentialID: credential.credentialId,
      // Signet's TAN was checked once already; only a provider's own OTP goes to the provider.
      ...(trust.otpOwner === 'provider' ? { otp: mode.code } : {}),
      expected: { name, email: user.email },
    });
  }
}
