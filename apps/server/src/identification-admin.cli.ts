import { pathToFileURL } from 'node:url';
import { openDatabase } from './composition-root.ts';
import { type Config, loadConfig } from './config/config.ts';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { grantOfficer, listOfficers, revokeOfficer } from './features/identification/index.ts';
import { type Clock, systemClock } from './jobs/clock.ts';

export const USAGE = `Officers of the registration desk (npm run identification-officers -- <command>):
  list                 the accounts named officers here (internal staff by INTERNAL_EMAIL_DOMAINS
                       are officers too, without being listed)
  grant <e-mail>...    make these accounts officers (they must have an account)
  revoke <e-mail>...   take the role away again
Reads the same environment as the server (DATABASE_URL, DATA_DIR).`;

export interface OfficerCommandContext {
  config: Config;
  /** The database to use (tests); else the one the configuration names. */
  db?: Database;
  clock?: Clock;
  out?: (line: string) => void;
}

/** Runs one operator command; the answer is the process's exit code. */
export async function runOfficerCommand(
  argv: string[],
  context: OfficerCommandContext,
): Promise<number> {
  const out = context.out ?? ((line: string) => console.log(line));
  const [command, ...emails] = argv;
  if (command !== 'list' && command !== 'grant' && command !== 'revoke') {
    out(USAGE);
    return 2;
  }
  if (command !== 'list' && emails.length === 0) {
    out(USAGE);
    return 2;
  }
  const db = context.db ?? openDatabase(context.config, 2);
  const clock = context.clock ?? systemClock;
  try {
    if (!context.db) await migrateToLatest(db);
    if (command === 'list') {
      const officers = await listOfficers(db);
      if (officers.length === 0) out('No officers named.');
      for (const officer of officers) {
        out(`${officer.email}  since ${new Date(officer.granted_at).toISOString()}`);
      }
      return 0;
    }
    let failed = 0;
    for (const email of emails) {
      const done =
        command === 'grant'
          ? await grantOfficer(db, email, clock())
          : await revokeOfficer(db, email);
      if (done) out(`${email}: ${command === 'grant' ? 'officer' : 'no longer an officer'}`);
      else {
        failed += 1;
        out(`${email}: ${command === 'grant' ? 'no account with this address' : 'not an officer'}`);
      }
    }
    return failed > 0 ? 1 : 0;
  } finally {
    if (!context.db) await db.destroy();
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  process.exitCode = await runOfficerCommand(process.argv.slice(2), { config: loadConfig() });
}
