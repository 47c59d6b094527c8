import type { Database } from '../../db/database.ts';
import type { CleanupTask } from '../../jobs/cleanup.job.ts';
import { deleteEvidenceBefore } from './identification.repository.ts';
import { appendIdentificationEvent } from './identification-events.ts';
import { forgetBefore } from './oidc-flows.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The cleanup job's task for the desk's evidence (IDENTIFICATION_EVIDENCE_RETENTION_DAYS): the
 * identity data and photos of identifications decided that many days ago, or left unsubmitted
 * that long, are deleted; each deletion is an event of its identification. So are an eID's
 * sealed claims (subject, date of birth), and the secrets of eID sign-ins never answered.
 */
export function evidenceRetention(db: Database, retentionDays: number): CleanupTask {
  return (now) =>
    db.transaction().execute(async (tx) => {
      const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
      const ids = await deleteEvidenceBefore(tx, cutoff, now);
      const forgotten = await forgetBefore(tx, cutoff, now);
      for (const id of ids) {
        await appendIdentificationEvent(tx, id, 'evidence_deleted', null, now, { retentionDays });
      }
      return ids.length + forgotten;
    });
}
