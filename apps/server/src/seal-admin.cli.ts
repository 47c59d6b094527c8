import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { type AdapterOptions, buildAdapters, openDatabase } from './composition-root.ts';
import { type Config, loadConfig } from './config/config.ts';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { BusinessMail } from './features/business/index.ts';
import { SealOperator } from './features/business-seals/index.ts';
import { SealsService } from './features/seals/index.ts';
import { type Clock, systemClock } from './jobs/clock.ts';

export const USAGE = `Seals of this deployment (npm run seals -- <command>):
  requests                          the open seal requests of businesses, oldest first
  issue <request-id> [--quality aes|qes]
                                    issue the requested seal to its business (aes by default);
                                    its certificate comes from the trust service now
  reject <request-id> --reason <text>
                                    reject the request; the reason is mailed to the admins
  create --account-name <name> --display-name <organisation> --quality aes|qes [--member <e-mail>]...
                                    a seal of no business, managed here only
  add-member --account-name <name> --member <e-mail>...
                                    members of such a seal (they must have an account)
Reads the same environment as the server (DATABASE_URL, DATA_DIR, mail settings); mails are
queued and sent by the running server.`;

/** A logger for the adapters of a one-shot command: failures only, on stderr. */
function stderrLogger(): FastifyBaseLogger {
  const quiet = () => undefined;
  const logger = {
    level: 'error',
    fatal: (...args: unknown[]) => console.error(...args),
    error: (...args: unknown[]) => console.error(...args),
    warn: quiet,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

export interface SealCommandContext {
  config: Config;
  /** The database to use (tests); else the one the configuration names. */
  db?: Database;
  clock?: Clock;
  /** The same adapter options the server is built with: a remote trust provider is used alike. */
  adapters?: AdapterOptions;
  out?: (line: string) => void;
}

/** Runs one operator command; the answer is the process's exit code. */
export async function runSealCommand(argv: string[], context: SealCommandContext): Promise<number> {
  const out = context.out ?? ((line: string) => console.log(line));
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'account-name': { type: 'string' },
      'display-name': { type: 'string' },
      quality: { type: 'string' },
      member: { type: 'string', multiple: true },
      reason: { type: 'string' },
    },
  });
  const [command, id] = positionals;
  const usage = () => {
    out(USAGE);
    return 2;
  };
  const quality = values.quality ?? (command === 'issue' ? 'aes' : undefined);
  if (quality !== undefined && quality !== 'aes' && quality !== 'qes') return usage();
  if ((command === 'issue' || command === 'reject') && !id) return usage();
  if (command === 'reject' && !values.reason) return usage();
  const accountName = values['account-name'];
  if ((command === 'create' || command === 'add-member') && !accountName) return usage();
  if (command === 'create' && (!quality || !values['display-name'])) return usage();
  if (!['requests', 'issue', 'reject', 'create', 'add-member'].includes(command ?? '')) {
    return usage();
  }

  const { config } = context;
  const clock = context.clock ?? systemClock;
  const db = context.db ?? openDatabase(config, 2);
  const { adapters } = await buildAdapters(config, db, clock, stderrLogger(), context.adapters);
  try {
    if (!context.db) await migrateToLatest(db);
    const seals = new SealsService(db, clock);
    const operator = new SealOperator({
      db,
      clock,
      trust: adapters.trust,
      mail: new BusinessMail(adapters.mail),
      publicUrl: config.publicUrl,
    });
    const members = values.member ?? [];
    if (command === 'requests') {
      const open = await operator.openRequests();
      if (open.length === 0) out('No open seal requests.');
      for (const request of open) {
        out(
          [
            request.id,
            new Date(request.created_at).toISOString(),
            `business "${request.business_name}"`,
            `organisation "${request.organisation_name}"`,
            `register ${request.register_number}`,
            `seal ${request.account_name}`,
          ].join('  '),
        );
      }
    } else if (command === 'issue') {
      const issued = await operator.issue(id!, quality as 'aes' | 'qes');
      out(`Seal "${issued.accountName}" issued (${quality}); the business's admins are mailed.`);
    } else if (command === 'reject') {
      await operator.reject(id!, values.reason!);
      out(`Seal request ${id} rejected; the business's admins are mailed.`);
    } else if (command === 'create') {
      await seals.create({
        accountName: accountName!,
        displayName: values['display-name']!,
        quality: quality as 'aes' | 'qes',
        memberEmails: members,
      });
      out(`Seal "${accountName}" created with ${members.length} member(s).`);
    } else {
      for (const email of members) await seals.addMember(accountName!, email);
      out(`${members.length} member(s) added to seal "${accountName}".`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    out(`Failed: ${error.message}`);
    return 1;
  } finally {
    await adapters.close();
    if (!context.db) await db.destroy();
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  process.exitCode = await runSealCommand(process.argv.slice(2), { config: loadConfig() });
}
