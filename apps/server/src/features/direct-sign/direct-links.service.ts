import { createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  AppError,
  absoluteHref,
  href,
  normalizeLanguage,
  type SignerIdentityData,
  TAN_LENGTH,
  TAN_MAX_FAILURES,
} from '@signet/contract';
import { hashToken, newUserId } from '../../crypto/tokens.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { DirectSession } from './direct-session.ts';
import {
  countCodeFailure,
  findLinkState,
  guestOfSignature,
  insertGuest,
  insertLink,
  lockNewestLink,
  replaceLinks,
  spendCode,
} from './direct-sign.repository.ts';
import { immutableFieldsOf } from './guest-identity.ts';
import { mintLinkToken, readLinkToken } from './link-token.ts';

/** How long a mailed link opens its request; a new one can be asked for by mail. */
export const LINK_VALIDITY_DAYS = 30;
/** How long the code mailed with a new link can be typed instead of opening it. */
export const LINK_CODE_MINUTES = 30;
const DAY_MS = 86_400_000;

/** The signer a link is made for, as the request holds them. */
export interface LinkSigner {
  requestId: string;
  sid: string;
  email: string;
  identity: SignerIdentityData | null;
}

export interface IssuedLink {
  linkId: string;
  url: string;
  token: string;
  expiresAt: Date;
  code?: string;
}

/**
 * Direct-sign links (docs/decisions/0800): made for a signer without an account, each replacing the
 * signer's earlier ones; a call's token is checked here (tampered, expired, used) and turned into a
 * direct-sign session.
 */
export class DirectLinksService {
  private readonly tokenKey: Buffer;
  private readonly codeKey: Buffer;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    key: Buffer,
  ) {
    this.tokenKey = createHmac('sha256', key).update('direct-sign link tokens').digest();
    this.codeKey = createHmac('sha256', key).update('direct-sign link codes').digest();
  }

  /** A new link for the signer (their guest account made on the first), earlier links replaced. */
  async issue(
    signer: LinkSigner,
    options: {
      carried?: Record<string, string>;
      withCode?: boolean;
      /** The caller's transaction (a signing that brings the guest's turn), else one of its own. */
      in?: Executor;
    } = {},
  ): Promise<IssuedLink> {
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + LINK_VALIDITY_DAYS * DAY_MS);
    const linkId = randomUUID();
    const token = mintLinkToken(this.tokenKey, { linkId, expiresAt });
    const code = options.withCode
      ? String(randomInt(0, 10 ** TAN_LENGTH)).padStart(TAN_LENGTH, '0')
      : undefined;
    const write = async (tx: Executor) => {
      const guestId = (await guestOfSignature(tx, signer.sid)) ?? (await this.newGuest(tx, signer));
      await replaceLinks(tx, signer.sid, now);
      await insertLink(tx, {
        id: linkId,
        request_id: signer.requestId,
        sid: signer.sid,
        guest_id: guestId,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: expiresAt,
        code_hash: code ? this.codeHash(linkId, code) : null,
      });
    };
    if (options.in) await write(options.in);
    else await this.db.transaction().execute(write);
    const url = absoluteHref(
      this.publicUrl,
      href(
        'directSign',
        { id: signer.requestId, userid: signer.sid },
        {
          ...options.carried,
          token,
        },
      ),
    );
    return { linkId, url, token, expiresAt, ...(code ? { code } : {}) };
  }

  /**
   * The session a token opens. DIRECT_LINK_TAMPERED when it was altered or made up,
   * DIRECT_LINK_USED when a newer link replaced it, DIRECT_LINK_EXPIRED past its validity; the two
   * calls that ask for a new link by mail (and take its code) allow both.
   */
  async authenticate(
    token: string,
    options: { allowExpired?: boolean; allowReplaced?: boolean } = {},
  ) {
    const claims = readLinkToken(this.tokenKey, token);
    const tampered = new AppError('DIRECT_LINK_TAMPERED', 'This link is not valid: it was altered');
    if (!claims) throw tampered;
    const link = await findLinkState(this.db, claims.linkId);
    if (!link) throw new AppError('NOT_FOUND', 'This link no longer opens anything');
    if (link.token_hash !== hashToken(token)) throw tampered;
    if (link.replaced_at && !options.allowReplaced) {
      throw new AppError(
        'DIRECT_LINK_USED',
        'A newer link replaced this one: use the newest e-mail',
      );
    }
    const expired = new Date(link.expires_at).getTime() <= this.clock().getTime();
    if (expired && !options.allowExpired) {
      throw new AppError(
        'DIRECT_LINK_EXPIRED',
        'This link has expired: ask for a new one by e-mail',
      );
    }
    const session: DirectSession = {
      linkId: link.id,
      requestId: link.request_id,
      sid: link.sid,
      guestId: link.guest_id,
      email: link.email,
      language: normalizeLanguage(link.attributes.lang?.[0], { directSign: true }),
      hasActed: link.status_code === 'SIGNED' || link.status_code === 'DECLINED',
    };
    return session;
  }

  /**
   * The code mailed with the signer's newest link, typed on the page the guest has open (whose own
   * token that link replaced): a token for the page, once. Wrong codes count, three lock it.
   */
  async checkCode(session: DirectSession, code: string) {
    const now = this.clock();
    const failure = await this.db.transaction().execute(async (tx) => {
      const link = await lockNewestLink(tx, session.sid);
      if (!link?.code_hash) {
        return new AppError('VERIFICATION_USED', 'No code is waiting: ask for a new link');
      }
      if (link.code_failures >= TAN_MAX_FAILURES) {
        return new AppError('VERIFICATION_LOCKED', 'Too many wrong codes: ask for a new link');
      }
      if (new Date(link.created_at).getTime() + LINK_CODE_MINUTES * 60_000 <= now.getTime()) {
        return new AppError('VERIFICATION_EXPIRED', 'The code has expired: ask for a new link');
      }
      if (link.code_hash !== this.codeHash(link.id, code)) {
        await countCodeFailure(tx, link.id);
        return new AppError('VERIFICATION_SECRET_INVALID', 'The code is not right');
      }
      await spendCode(tx, link.id);
      return undefined;
    });
    if (failure) throw failure;
    // The page's token takes the mailed link's place (which it replaces, as any newer link does).
    const issued = await this.issue(await this.signerOf(session));
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
  }

  /** The signer of a session's link, to make a new link for them. */
  async signerOf(session: DirectSession): Promise<LinkSigner> {
    const row = await this.db
      .selectFrom('signatures')
      .select(['request_id', 'sid', 'email', 'signer_identity_data'])
      .where('sid', '=', session.sid)
      .executeTakeFirstOrThrow();
    return {
      requestId: row.request_id,
      sid: row.sid,
      email: row.email,
      identity: row.signer_identity_data as SignerIdentityData | null,
    };
  }

  private codeHash(linkId: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${linkId}\u0000${code}`).digest('base64url');
  }

  /** The guest account: no password, no address of its own, the sender's identity data. */
  private async newGuest(tx: Executor, signer: LinkSigner): Promise<string> {
    const id = newUserId();
    const identity = signer.identity ?? {};
    const now = this.clock();
    const language = normalizeLanguage(identity.language, { directSign: true });
    await insertGuest(tx, {
      id,
      // Not an address (no "@"): no login, reset or mail can ever reach this account.
      email: `nas:${signer.sid}`,
      email_verified: true,
      password_hash: null,
      has_sso: false,
      retention: null,
      first_name: identity.first_name ?? '',
      last_name: identity.last_name ?? '',
      attributes: JSON.stringify({
        lang: [language],
        ...(identity.mobile_number ? { mobile: [identity.mobile_number] } : {}),
        immutable_eid_fields: immutableFieldsOf(identity),
        direct_sign: ['true'],
      }),
      created_at: now,
      updated_at: now,
    });
    return id;
  }
}
