import { AppError, absoluteHref, askLevelChange, href, type StatusOverall } from '@signet/contract';
import type { Database, Executor } from '../../db/database.ts';
import { forbidden } from '../../http/access-errors.ts';
import { type Actor, actorOf } from '../../http/actor.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { RateLimitRepository } from '../../http/rate-limit.repository.ts';
import { retryAfterSeconds } from '../../http/retry-after.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { MailService } from '../../providers/mail/mail.service.ts';
import { appendEvent } from '../events/index.ts';
import { assertOpen, documentHashes, loadVisible } from '../request-core/index.ts';

/** One request per signer and request a day: the owner is asked, not flooded. */
const ASK_INTERVAL_MS = 24 * 3_600_000;
const LEVEL_NAMES: Record<string, string> = {
  SES: 'simple electronic signature (SES)',
  AES: 'advanced electronic signature (AES)',
  QES: 'qualified electronic signature (QES)',
};

/**
 * Issue 20: a signer who lacks the level a request asks for can ask its owner to change it. The
 * owner gets a mail; the request's events record the ask (action `level_change_asked`).
 */
export class LevelChangeRequests {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly counters: RateLimitRepository,
    private readonly publicUrl: string,
  ) {}

  async ask(actor: Actor, id: string): Promise<null> {
    const now = this.clock();
    const { aggregate } = await loadVisible(this.db, actor, id);
    assertOpen(aggregate.request.status_overall as StatusOverall);
    const own = aggregate.signatures.find(
      (s) => s.email === actor.email && s.status_code === 'OPEN',
    );
    if (!own) throw forbidden('Only a signer with an open signature can ask for another level');
    const { request } = aggregate;
    const ownerId = request.owner_id;
    if (!ownerId) throw forbidden('This request has no owner to ask');
    const { current, ttl } = await this.counters.hit(
      `level-change:${id}:${actor.userId}`,
      ASK_INTERVAL_MS,
    );
    if (current > 1) {
      throw new AppError(
        'LEVEL_CHANGE_ALREADY_ASKED',
        'You asked the sender already; you can ask again tomorrow',
        { headers: { 'Retry-After': String(retryAfterSeconds(ttl)) } },
      );
    }
    await this.db.transaction().execute((tx) =>
      appendEvent(tx, {
        requestId: id,
        action: 'level_change_asked',
        actorId: actor.userId,
        actorEmail: actor.email,
        ip: actor.ip,
        documentHashes: documentHashes(aggregate),
        at: now,
        data: { quality: request.quality, legislation: request.legislation },
      }),
    );
    const owner = await accountOf(this.db, ownerId);
    const signer = await accountOf(this.db, actor.userId);
    if (!owner) return null;
    const signerName = signer ? `${signer.first_name} ${signer.last_name}`.trim() : '';
    await this.mail.send({
      kind: 'levelChangeAsked',
      to: owner.email,
      language: owner.attributes.lang?.[0],
      variables: {
        firstName: owner.first_name,
        signerName: signerName || actor.email,
        signerEmail: actor.email,
        title: request.title,
        level: LEVEL_NAMES[request.quality ?? ''] ?? String(request.quality ?? ''),
      },
      link: absoluteHref(this.publicUrl, href('view', { srid: id })),
    });
    return null;
  }
}

function accountOf(db: Executor, id: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'attributes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function registerLevelChangeRoutes(
  { app, rateLimit }: HttpContext,
  { levelChanges }: { levelChanges: LevelChangeRequests },
): void {
  registerEndpoint(app, askLevelChange, rateLimit, async ({ params, request }) =>
    levelChanges.ask(actorOf(request), params.id),
  );
}
