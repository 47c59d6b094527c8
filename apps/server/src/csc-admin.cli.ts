import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Legislation, SignerLevel } from '@signet/trust';
import { openDatabase } from './composition-root.ts';
import { type Config, loadConfig } from './config/config.ts';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { CscClientsService } from './features/csc-server/index.ts';
import { type Clock, systemClock } from './jobs/clock.ts';
import { createSmsProvider } from './providers/sms/sms-provider.ts';
import { openBuiltInTrust } from './providers/trust/built-in-trust.ts';

export const USAGE = `Clients of this server's CSC API v2 (CSC_SERVER=on; npm run csc -- <command>):
  register <name>                   a new client: prints its client_id and client_secret (shown
                                    once; only its hash is kept)
  enrol --client <client_id> --user <userID> --name <name> --level ses|aes|qes|seal-aes|seal-qes
        [--email <e-mail>] [--organization <name>] [--legislation eidas|zertes] [--mobile <number>]
                                    a credential for one of the client's users (a Signet client
                                    lists them by account id); with --mobile its one-time codes
                                    go there by SMS, without it it signs with no code (seals)
Reads the same environment as the server (DATABASE_URL, DATA_DIR, TRUST_MASTER_KEY, SMS settings).`;

export interface CscCommandContext {
  config: Config;
  /** The database to use (tests); else the one the configuration names. */
  db?: Database;
  clock?: Clock;
  out?: (line: string) => void;
}

/** Runs one operator command; the answer is the process's exit code. */
export async function runCscCommand(argv: string[], context: CscCommandContext): Promise<number> {
  const out = context.out ?? ((line: string) => console.log(line));
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      client: { type: 'string' },
      user: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      organization: { type: 'string' },
      level: { type: 'string' },
      legislation: { type: 'string' },
      mobile: { type: 'string' },
    },
  });
  const [command, name] = positionals;
  const usage = () => {
    out(USAGE);
    return 2;
  };
  if (command === 'register' ? !name : command !== 'enrol') return usage();
  if (command === 'enrol' && (!values.client || !values.user || !values.name || !values.level)) {
    return usage();
  }
  const { config } = context;
  const clock = context.clock ?? systemClock;
  const db = context.db ?? openDatabase(config, 2);
  try {
    if (!context.db) await migrateToLatest(db);
    const trust = await openBuiltInTrust(config, clock);
    const sms = createSmsProvider(config.sms, db, clock);
    const clients = new CscClientsService(db, clock, trust, sms, config.cscServer.tokenSeconds);
    if (command === 'register') {
      const { clientId, clientSecret } = await clients.register(name!);
      out(`client_id ${clientId}`);
      out(`client_secret ${clientSecret}`);
      return 0;
    }
    const credential = await clients.enrol(values.client!, {
      userID: values.user!,
      subject: {
        name: values.name!,
        ...(values.email ? { email: values.email } : {}),
        ...(values.organization ? { organization: values.organization } : {}),
      },
      level: values.level as SignerLevel,
      ...(values.legislation ? { legislation: values.legislation as Legislation } : {}),
      ...(values.mobile ? { mobile: values.mobile } : {}),
    });
    out(`credentialID ${credential.credentialId}`);
    return 0;
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    out(`Failed: ${error.message}`);
    return 1;
  } finally {
    if (!context.db) await db.destroy();
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  process.exitCode = await runCscCommand(process.argv.slice(2), { config: loadConfig() });
}
