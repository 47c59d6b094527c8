import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { IssuedCredential, Legislation, SignerLevel, TrustService } from '@signet/trust';
import { TrustError } from '@signet/trust';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { SmsProvider } from '../../providers/sms/sms.port.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const OTP_LENGTH = 6;

/** A bearer token's client: every CSC call is scoped to it. */
export interface CscClient {
  id: string;
  name: string;
}

/** A signer (or seal) a client enrols at the provider: the step CSC leaves to the provider. */
export interface Enrolment {
  /** The client's own id for the user (the CSC userID). */
  userID: string;
  subject: { name: string; email?: string; organization?: string };
  level: SignerLevel;
  legislation?: Legislation;
  /** Where one-time codes go; without one the credential is authorised without an OTP (seals). */
  mobile?: string;
}

/**
 * Signet's CSC server: its registered clients (secret stored as a SHA-256, shown once), their
 * short-lived bearer tokens (stored as SHA-256), and the credentials each client's users hold in
 * the built-in trust service (docs/decisions/0612). The trust service's CSC calls are reached
 * only through `ownedCredential`, so a client never touches another client's credentials.
 */
export class CscClientsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly trust: TrustService,
    private readonly sms: SmsProvider,
    private readonly tokenSeconds: number,
  ) {}

  /** Registers a client; the secret is returned here only. */
  async register(name: string): Promise<{ clientId: string; clientSecret: string }> {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 100) throw new Error('name: 1 to 100 characters');
    const clientId = `csc_${randomBytes(16).toString('hex')}`;
    const clientSecret = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('csc_clients')
      .values({
        id: clientId,
        name: trimmed,
        secret_hash: sha256(clientSecret),
        created_at: this.clock(),
      })
      .execute();
    return { clientId, clientSecret };
  }

  /** OAuth2 client credentials grant: a new bearer token, or undefined for a wrong id or secret. */
  async issueToken(
    clientId: string,
    clientSecret: string,
  ): Promise<{ accessToken: string; expiresIn: number } | undefined> {
    const client = await this.db
      .selectFrom('csc_clients')
      .select(['id', 'secret_hash'])
      .where('id', '=', clientId)
      .executeTakeFirst();
    const given = Buffer.from(sha256(clientSecret), 'hex');
    const stored = Buffer.from(client?.secret_hash ?? sha256(''), 'hex');
    if (!client || !timingSafeEqual(given, stored)) return undefined;
    const accessToken = randomBytes(32).toString('base64url');
    const now = this.clock();
    await this.db
      .insertInto('csc_tokens')
      .values({
        token_hash: sha256(accessToken),
        client_id: client.id,
        expires_at: new Date(now.getTime() + this.tokenSeconds * 1000),
      })
      .execute();
    return { accessToken, expiresIn: this.tokenSeconds };
  }

  /** The client a bearer token belongs to, while it has not expired. */
  async authenticate(token: string): Promise<CscClient | undefined> {
    return this.db
      .selectFrom('csc_tokens')
      .innerJoin('csc_clients', 'csc_clients.id', 'csc_tokens.client_id')
      .select(['csc_clients.id', 'csc_clients.name'])
      .where('csc_tokens.token_hash', '=', sha256(token))
      .where('csc_tokens.expires_at', '>', this.clock())
      .executeTakeFirst();
  }

  /** Removes expired tokens (a cleanup task). */
  async deleteExpiredTokens(): Promise<void> {
    await this.db.deleteFrom('csc_tokens').where('expires_at', '<=', this.clock()).execute();
  }

  /**
   * Enrols a user of the client: the built-in trust service issues the credential, listed under
   * the client's own scope. What a real QTSP does after its own identification of the signer.
   */
  async enrol(clientId: string, enrolment: Enrolment): Promise<IssuedCredential> {
    const client = await this.db
      .selectFrom('csc_clients')
      .select('id')
      .where('id', '=', clientId)
      .executeTakeFirst();
    if (!client) throw new Error(`client: no client ${clientId}`);
    if (enrolment.userID.trim() === '') throw new Error('userID: is required');
    const credential = await this.trust.issueCertificate({
      subject: enrolment.subject,
      level: enrolment.level,
      ...(enrolment.legislation ? { legislation: enrolment.legislation } : {}),
      userID: `csc:${clientId}:${enrolment.userID}`,
      // Until credentials/sendOTP sends a code, no code is known to anyone: nothing authorises.
      ...(enrolment.mobile ? { otp: randomBytes(24).toString('base64url') } : {}),
    });
    await this.db
      .insertInto('csc_credentials')
      .values({
        credential_id: credential.credentialId,
        client_id: clientId,
        user_id: enrolment.userID,
        mobile: enrolment.mobile ?? null,
        created_at: this.clock(),
      })
      .execute();
    return credential;
  }

  /** credentials/list: the user's credentials of this client, oldest first. */
  async list(client: CscClient, userID: string, maxResults?: number): Promise<string[]> {
    let query = this.db
      .selectFrom('csc_credentials')
      .select('credential_id')
      .where('client_id', '=', client.id)
      .where('user_id', '=', userID)
      .orderBy('created_at')
      .orderBy('credential_id');
    if (maxResults) query = query.limit(maxResults);
    return (await query.execute()).map((row) => row.credential_id);
  }

  /** The credential when this client enrolled it; another client's is "not found", as an unknown one. */
  async ownedCredential(client: CscClient, credentialID: unknown): Promise<string> {
    if (typeof credentialID !== 'string' || credentialID === '') {
      throw new TrustError('INVALID_ARGUMENT', 'credentialID: is required');
    }
    const row = await this.db
      .selectFrom('csc_credentials')
      .select('credential_id')
      .where('credential_id', '=', credentialID)
      .where('client_id', '=', client.id)
      .executeTakeFirst();
    if (!row) {
      throw new TrustError('CREDENTIAL_NOT_FOUND', `credentialID: no credential ${credentialID}`);
    }
    return row.credential_id;
  }

  /**
   * credentials/sendOTP: a fresh code for the credential, sent by SMS to the enrolled number; it
   * replaces the previous one, and wrong tries already counted keep counting.
   */
  async sendOtp(client: CscClient, credentialID: unknown): Promise<void> {
    const id = await this.ownedCredential(client, credentialID);
    const row = await this.db
      .selectFrom('csc_credentials')
      .select('mobile')
      .where('credential_id', '=', id)
      .executeTakeFirstOrThrow();
    if (!row.mobile) {
      throw new TrustError('INVALID_ARGUMENT', 'credentialID: this credential takes no OTP');
    }
    // A locked credential gets no new code: it would never be accepted.
    const info = await this.trust.csc.credentialsInfo({ credentialID: id, certificates: 'none' });
    if (info.key.status === 'disabled') {
      throw new TrustError('OTP_LOCKED', 'credentialID: the credential is locked or unusable');
    }
    const otp = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await this.trust.setOtp(id, otp);
    await this.sms.deliver({
      to: row.mobile,
      text: `${otp} is your signing code. Never share it.`,
    });
  }
}
