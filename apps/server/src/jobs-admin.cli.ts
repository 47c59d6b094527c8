import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from './composition-root.ts';
import { type Config, loadConfig } from './config/config.ts';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { type Clock, systemClock } from './jobs/clock.ts';
import { listDeadJobs, retryDeadJobs } from './jobs/jobs.repository.ts';

export const USAGE = `Background jobs of this deployment (npm run jobs -- <command>):
  dead                 jobs that failed their last attempt, oldest first, with their last error
  retry <id>...        run these dead jobs again (from their first attempt)
  retry --all          run every dead job again
Reads the same environment as the server (DATABASE_URL, DATA_DIR); a running server picks the
retried jobs up at its next poll.`;

export interface JobsCommandContext {
  config: Config;
  /** The database to use (tests); else the one the configuration names. */
  db?: Database;
  clock?: Clock;
  out?: (line: string) => void;
}

/** Runs one operator command; the answer is the process's exit code. */
export async function runJobsCommand(argv: string[], context: JobsCommandContext): Promise<number> {
  const out = context.out ?? ((line: string) => console.log(line));
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { all: { type: 'boolean' } },
  });
  const [command, ...rest] = positionals;
  const ids = rest.map(Number);
  const validIds = ids.every((id) => Number.isSafeInteger(id) && id > 0);
  const retryOk =
    command === 'retry' && validIds && (values.all ? ids.length === 0 : ids.length > 0);
  if (!(command === 'dead' && rest.length === 0 && !values.all) && !retryOk) {
    out(USAGE);
    return 2;
  }
  const db = context.db ?? openDatabase(context.config, 1);
  try {
    if (!context.db) await migrateToLatest(db);
    if (command === 'dead') {
      const dead = await listDeadJobs(db);
      if (dead.length === 0) out('No dead jobs.');
      for (const job of dead) {
        out(
          [
            String(job.id),
            job.kind,
            `died ${new Date(job.dead_at!).toISOString()}`,
            `after ${job.attempts} attempts`,
            `last error: ${job.last_error ?? '(none)'}`,
          ].join('  '),
        );
      }
      return 0;
    }
    const clock = context.clock ?? systemClock;
    const retried = await retryDeadJobs(db, clock(), values.all ? undefined : ids);
    out(`${retried} dead job(s) will run again.`);
    return values.all || retried === ids.length ? 0 : 1;
  } finally {
    if (!context.db) await db.destroy();
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  process.exitCode = await runJobsCommand(process.argv.slice(2), { config: loadConfig() });
}
