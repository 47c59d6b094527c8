import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  type ErrorCode,
  type IdentInfo,
  type OidcCallbackBody,
  type OidcEidInfo,
} from '@signet/contract';
import type { IdentificationConfig } from '../../config/identification-config.ts';
import type { PayloadSeal } from '../../crypto/sealed-payload.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { IdentificationRow } from '../../db/tables/identification.tables.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import {
  type OidcEid,
  type OidcRefusal,
  OidcRefused,
  type OidcSecrets,
} from '../../providers/identification/oidc-eid.ts';
import { assertMethodOffered } from './coverage.ts';
import { recordActivity } from './desk.service.ts';
import * as repo from './identification.repository.ts';
import type { IdentificationService } from './identification.service.ts';
import { appendIdentificationEvent } from './identification-events.ts';
import * as flows from './oidc-flows.repository.ts';
import { recordIdentificationFailure } from './request-trail.ts';

/** How long a sign-in at the eID may take, from the redirect to the answer. */
export const OIDC_FLOW_MINUTES = 15;

export interface OidcIdentificationDeps {
  db: Database;
  clock: Clock;
  config: IdentificationConfig;
  seal: PayloadSeal;
  eids: readonly OidcEid[];
  identifications: IdentificationService;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The API's answer to each refusal; all but a state mismatch end the identification. */
const REFUSAL_CODES: Record<OidcRefusal, ErrorCode> = {
  denied: 'OIDC_DENIED',
  nonce_mismatch: 'OIDC_NONCE_MISMATCH',
  state_mismatch: 'OIDC_STATE_MISMATCH',
  code_refused: 'OIDC_CODE_REFUSED',
  token_invalid: 'OIDC_TOKEN_INVALID',
  claims_missing: 'OIDC_TOKEN_INVALID',
  unreachable: 'OIDC_EID_UNAVAILABLE',
};

/**
 * Identification through an OpenID Connect eID (docs/decisions/0621): `start` opens (or reuses)
 * the person's identification of the eID's method and gives the eID's address; `finish` takes
 * the eID's answer. The state is checked against the caller's own waiting sign-in before
 * anything else, and the sign-in is spent before the code is exchanged, so an answer counts once.
 * A verified ID token decides it as the desk's approval does: the person holds AES for the
 * legislation, and the verified names go on their certificates.
 */
export class OidcIdentificationService {
  private readonly byId: Map<string, OidcEid>;

  constructor(private readonly deps: OidcIdentificationDeps) {
    this.byId = new Map(deps.eids.map((eid) => [eid.config.id, eid]));
  }

  list(): OidcEidInfo[] {
    return this.deps.eids.map(({ config }) => ({
      id: config.id,
      name: config.displayName,
      legislation: config.legislation,
      method: config.method,
    }));
  }

  private eid(id: string): OidcEid {
    const eid = this.byId.get(id);
    if (!eid) {
      throw new AppError('OIDC_EID_NOT_CONFIGURED', `No eID "${id}" is configured`, {
        fields: [{ field: 'params.eid', message: 'Not configured' }],
      });
    }
    return eid;
  }

  async start(
    person: Actor,
    eidId: string,
    body: { signatureRequestId?: string | undefined },
    direct: boolean,
  ): Promise<IdentInfo> {
    const { db, clock, config, seal } = this.deps;
    const eid = this.eid(eidId);
    const { legislation, method } = eid.config;
    if (await repo.isIdentified(db, person.userId, legislation)) {
      throw new AppError('ALREADY_IDENTIFIED', `You are already identified under ${legislation}`);
    }
    const coverage = await assertMethodOffered(
      db,
      person,
      { legislation, method, signatureRequestId: body.signatureRequestId },
      config,
    );
    const redirectUrl = direct ? eid.config.directRedirectUrl : eid.config.redirectUrl;
    const { url, secrets } = await eid.begin(redirectUrl).catch((error: unknown) => {
      throw toAppError(error);
    });
    const now = clock();
    const id = await db.transaction().execute(async (tx) => {
      const open = await repo.findLatest(tx, person.userId, legislation, method);
      const reusable = open?.status === 'initialized' && open.provider === eidId;
      let id = open?.id;
      if (!reusable) {
        id = `idn_${randomBytes(16).toString('hex')}`;
        await repo.insertIdentification(tx, {
          id,
          user_id: person.userId,
          email: person.email,
          legislation,
          method,
          provider: eidId,
          status: 'initialized',
          signature_request_id: body.signatureRequestId ?? null,
          created_at: now,
          updated_at: now,
        });
        await appendIdentificationEvent(tx, id, 'started', person, now, {
          legislation,
          method,
          requested: `eid/${eidId}`,
          coveredBy: coverage.coveredBy,
        });
      } else {
        await repo.findById(tx, id!, { lock: true });
      }
      await flows.putFlow(tx, {
        identification_id: id!,
        eid: eidId,
        redirect_url: redirectUrl,
        state_hash: sha256(secrets.state),
        secrets_sealed: seal.seal({ nonce: secrets.nonce, verifier: secrets.verifier }).sealed,
        expires_at: new Date(now.getTime() + OIDC_FLOW_MINUTES * 60_000),
        claims_sealed: null,
        created_at: now,
      });
      await appendIdentificationEvent(tx, id!, 'eid_redirected', person, now, { eid: eidId });
      return id!;
    });
    const info = await this.deps.identifications.info((await repo.findById(db, id))!);
    return { ...info, identUrl: url };
  }

  async finish(person: Actor, eidId: string, answer: OidcCallbackBody): Promise<IdentInfo> {
    const { db, clock, seal } = this.deps;
    const eid = this.eid(eidId);
    // The caller's own waiting sign-in at this eID, spent here whatever the answer says.
    const waiting = await db.transaction().execute(async (tx) => {
      const flow = await flows.waitingFlow(tx, person.userId, eidId);
      if (!flow || !sameHash(flow.state_hash!, sha256(answer.state))) {
        throw new AppError(
          'OIDC_STATE_MISMATCH',
          'This answer is not for a sign-in of yours that is waiting (it was used, or is another one); start again',
          { fields: [{ field: 'body.state', message: 'Not the waiting sign-in' }] },
        );
      }
      await flows.spend(tx, flow.identification_id);
      const secrets = seal.open({ sealed: flow.secrets_sealed! }) as Omit<OidcSecrets, 'state'>;
      const expired = new Date(flow.expires_at).getTime() < clock().getTime();
      return { flow, secrets: { ...secrets, state: answer.state }, expired };
    });
    const id = waiting.flow.identification_id;
    try {
      if (waiting.expired) {
        throw new OidcRefused('code_refused', `The sign-in took over ${OIDC_FLOW_MINUTES} minutes`);
      }
      const identity = await eid.finish(waiting.flow.redirect_url, answer, waiting.secrets);
      await this.decide(person, id, 'success', async (tx, now) => {
        await repo.updateIdentification(tx, id, {
          status: 'success',
          decided_at: now,
          verified_first_names: identity.givenName,
          verified_last_name: identity.familyName,
          updated_at: now,
        });
        await flows.keepClaims(
          tx,
          id,
          seal.seal({
            issuer: identity.issuer,
            subject: identity.subject,
            birthdate: identity.birthdate,
          }).sealed,
        );
        await appendIdentificationEvent(tx, id, 'approved', person, now, {
          by: `eid/${eidId}`,
          verifiedName: `${identity.givenName} ${identity.familyName}`,
        });
      });
    } catch (error) {
      const refused = error instanceof OidcRefused ? error : undefined;
      if (!refused) throw error;
      await this.decide(person, id, 'failure', async (tx, now, row) => {
        await repo.updateIdentification(tx, id, {
          status: 'failure',
          decided_at: now,
          rejection_reason: `${eid.config.displayName}: ${refused.message}`.slice(0, 500),
          updated_at: now,
        });
        await appendIdentificationEvent(tx, id, 'rejected', person, now, {
          by: `eid/${eidId}`,
          reason: refused.reason,
        });
        await recordIdentificationFailure(tx, row, {
          reason: waiting.expired ? 'expired' : refused.reason,
          ip: person.ip,
          at: now,
        });
      });
      throw toAppError(refused);
    }
    return this.deps.identifications.info((await repo.findById(db, id))!);
  }

  private async decide(
    person: Actor,
    id: string,
    result: 'success' | 'failure',
    apply: (tx: Executor, now: Date, row: IdentificationRow) => Promise<void>,
  ): Promise<void> {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (tx) => {
      const row = await this.deps.identifications.own(tx, person, id, true);
      if (row.status !== 'initialized') {
        throw new AppError('IDENTIFICATION_STATE', `The identification is ${row.status} already`);
      }
      const now = clock();
      await apply(tx, now, row);
      await recordActivity(tx, (await repo.findWithPerson(tx, id))!, now, result);
    });
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function toAppError(error: unknown): unknown {
  if (!(error instanceof OidcRefused)) return error;
  return new AppError(REFUSAL_CODES[error.reason], error.message);
}
