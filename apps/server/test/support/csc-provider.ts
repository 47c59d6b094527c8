import { createServer } from 'node:net';
import { buildApp, type SignetApp } from '../../src/app.ts';
import type { Config } from '../../src/config/config.ts';
import { runCscCommand } from '../../src/csc-admin.cli.ts';
import { CscClientsService } from '../../src/features/csc-server/index.ts';
import { openBuiltInTrust } from '../../src/providers/trust/built-in-trust.ts';
import type { OpenedDatabase, TestDatabase } from './databases.ts';
import { testConfig } from './test-app.ts';

/** A port nobody listens on now, for the CSC server's public URL (its certificates name it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface CscProvider {
  app: SignetApp;
  config: Config;
  clients: CscClientsService;
  clientId: string;
  /** The signing app's variables for this provider (TRUST_PROVIDER=csc). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Signet's own CSC API v2 server mode (CSC_SERVER=on) on loopback with its own database: one
 * client registered by the operator's command and the signing app's platform seal enrolled.
 */
export async function startCscProvider(engine: TestDatabase): Promise<CscProvider> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const db: OpenedDatabase = await engine.open();
  const config = testConfig({ CSC_SERVER: 'on', PUBLIC_URL: origin, DOMAIN_NAME: 'qtsp.test' });
  const app = await buildApp(config, { db: db.db });
  await app.listen({ port, host: '127.0.0.1' });
  const clients = new CscClientsService(
    db.db,
    () => new Date(),
    await openBuiltInTrust(config),
    app.signet.sms,
    600,
  );
  const command = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runCscCommand(argv, { config, db: db.db, out: (l) => lines.push(l) });
    if (code !== 0) throw new Error(`csc ${argv[0]}: ${lines.join('; ')}`);
    return Object.fromEntries(lines.map((line) => line.split(' ') as [string, string]));
  };
  const client = await command('register', 'Signet');
  await command(
    'enrol',
    ...['--client', client.client_id!, '--user', 'signet-platform-seal', '--level', 'seal-aes'],
    ...['--name', 'Signet signature protocols', '--organization', 'signet.test'],
  );
  return {
    app,
    config,
    clients,
    clientId: client.client_id!,
    env: {
      TRUST_PROVIDER: 'csc',
      CSC_BASE_URL: `${origin}/csc/v2`,
      CSC_CLIENT_ID: client.client_id!,
      CSC_CLIENT_SECRET: client.client_secret!,
      CSC_TSA_URL: `${origin}/trust/tsa`,
      CSC_DEMO: 'true',
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
