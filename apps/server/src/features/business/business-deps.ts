import type { Database } from '../../db/database.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { BlobStore } from '../../providers/blobs/blob-store.port.ts';
import type { BusinessMail } from './business-mail.ts';

/** What every business service is built on (the composition root hands it in once). */
export interface BusinessDeps {
  db: Database;
  clock: Clock;
  blobs: BlobStore;
  jobs: JobRunner;
  mail: BusinessMail;
  publicUrl: string;
}
