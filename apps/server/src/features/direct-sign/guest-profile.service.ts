import {
  AppError,
  type DirectUpdateUserBody,
  type DirectUser,
  type DirectVisualSignature,
  type EidField,
  normalizeLanguage,
  type SignatureQualitiesDetail,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import type { Clock } from '../../jobs/clock.ts';
import {
  type AccountQualities,
  identifiedLegislations,
  toQualitiesDetail as toDetail,
} from '../levels/index.ts';
import { maskMobile } from '../signing/index.ts';
import type { VisualSignaturesService } from '../visual-signatures/index.ts';
import type { DirectSession } from './direct-session.ts';
import { findGuest, pendingVerification, updateGuest } from './direct-sign.repository.ts';
import type { VerificationsService } from './verifications.service.ts';

const BODY_FIELDS: Record<'firstName' | 'lastName' | 'mobile', EidField> = {
  firstName: 'first_name',
  lastName: 'last_name',
  mobile: 'mobile_number',
};

/** GET/PUT /v1/direct/user, the guest's levels and stamp: the guest account behind the link. */
export class GuestProfileService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly qualities: AccountQualities,
    private readonly visualSignatures: VisualSignaturesService,
    private readonly verifications: VerificationsService,
  ) {}

  async guestOf(session: DirectSession): Promise<UserRow> {
    const guest = await findGuest(this.db, session.guestId);
    if (!guest) throw new AppError('NOT_FOUND', 'This link no longer opens anything');
    return guest;
  }

  async view(session: DirectSession): Promise<DirectUser> {
    const guest = await this.guestOf(session);
    const attributes = guest.attributes as UserAttributes;
    const mobile = attributes.mobile?.[0];
    const pending = await pendingVerification(this.db, guest.id);
    return {
      id: session.sid,
      signatureRequestId: session.requestId,
      email: session.email,
      emailVerified: true,
      firstName: guest.first_name,
      lastName: guest.last_name,
      maskedMobile: mobile ? maskMobile(mobile) : null,
      language: normalizeLanguage(attributes.lang?.[0], { directSign: true }),
      immutableEidFields: (attributes.immutable_eid_fields ?? []) as EidField[],
      attributes: {
        lang: [normalizeLanguage(attributes.lang?.[0], { directSign: true })],
        immutable_eid_fields: attributes.immutable_eid_fields ?? [],
      },
      signatureQualities: await this.guestQualities(guest),
      acceptedGtc: attributes.accepted_gtc?.[0] === 'true',
      pendingVerification: pending ? this.verifications.toView(pending) : null,
    };
  }

  /**
   * §6: a field the sender gave cannot change (EID_FIELD_IMMUTABLE); a field left out is filled
   * once and then fixed. A new mobile number is only used once confirmed (api/respond). §9: Italian
   * is accepted and ignored.
   */
  async update(session: DirectSession, body: DirectUpdateUserBody): Promise<DirectUser> {
    await this.db.transaction().execute(async (tx) => {
      const guest = await findGuest(tx, session.guestId, true);
      if (!guest) throw new AppError('NOT_FOUND', 'This link no longer opens anything');
      await this.applyUpdate(tx, guest, body);
    });
    if (body.mobile !== undefined) await this.verifications.start(session, body.mobile);
    return this.view(session);
  }

  /** The checks and the write of an update, on the guest account locked by the caller. */
  private async applyUpdate(tx: Database, guest: UserRow, body: DirectUpdateUserBody) {
    const attributes = { ...(guest.attributes as UserAttributes) };
    const fixed = new Set(attributes.immutable_eid_fields ?? []);
    for (const [name, field] of Object.entries(BODY_FIELDS) as [
      keyof typeof BODY_FIELDS,
      EidField,
    ][]) {
      if (body[name] !== undefined && fixed.has(field)) {
        throw new AppError(
          'EID_FIELD_IMMUTABLE',
          `body.${name} was given by the sender and cannot change`,
          {
            fields: [{ field: `body.${name}`, message: 'Given by the sender' }],
          },
        );
      }
    }
    const filled = (['firstName', 'lastName'] as const).filter((name) => body[name] !== undefined);
    if (filled.length > 0) {
      attributes.immutable_eid_fields = [...fixed, ...filled.map((name) => BODY_FIELDS[name])];
    }
    if (body.language && body.language !== 'it') attributes.lang = [body.language];
    if (body.gtc) attributes.accepted_gtc = ['true'];
    await updateGuest(tx, guest.id, {
      ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
      ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
      attributes,
      updated_at: this.clock(),
    });
  }

  qualitiesDetail(session: DirectSession): Promise<SignatureQualitiesDetail> {
    return this.guestOf(session).then(async (guest) => toDetail(await this.guestQualities(guest)));
  }

  /** The guest account's levels: SES, and those of its approved identifications (as signing reads them). */
  private async guestQualities(guest: UserRow) {
    return this.qualities.from(guest, [], [], await identifiedLegislations(this.db, guest.id));
  }

  async visualSignature(session: DirectSession): Promise<DirectVisualSignature> {
    const guest = await this.guestOf(session);
    const source = await this.visualSignatures.stampSource(guest.id);
    // Without names the stamp would fall back to the guest account's pseudo-address.
    const fallback = `${guest.first_name} ${guest.last_name}`.trim() || session.email;
    return {
      name: source.data.name && source.data.name !== guest.email ? source.data.name : fallback,
      optionalLine: source.data.optionalLine ?? '',
      location: source.data.location ?? '',
      hasCustomImage: false,
      ...source.toggles,
    };
  }
}
