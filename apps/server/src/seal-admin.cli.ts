import { parseArgs } from 'node:util';
import { openDatabase } from './composition-root.ts';
import { loadConfig } from './config/config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { SealsService } from './features/seals/index.ts';
import { systemClock } from './jobs/clock.ts';

const USAGE = `Seals of this deployment (until business accounts manage them):
  node --import tsx apps/server/src/features/signing/seal-admin.cli.ts create \\
    --account-name <name> --display-name <organisation> --quality aes|qes [--member <e-mail>]...
  node --import tsx apps/server/src/features/signing/seal-admin.cli.ts add-member \\
    --account-name <name> --member <e-mail>...
Members must already have an account. Reads the same environment as the server (DATABASE_URL, DATA_DIR).`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'account-name': { type: 'string' },
      'display-name': { type: 'string' },
      quality: { type: 'string' },
      member: { type: 'string', multiple: true },
    },
  });
  const command = positionals[0];
  const accountName = values['account-name'];
  if ((command !== 'create' && command !== 'add-member') || !accountName) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(config, 2);
  try {
    await migrateToLatest(db);
    const seals = new SealsService(db, systemClock);
    const members = values.member ?? [];
    if (command === 'create') {
      const quality = values.quality;
      if ((quality !== 'aes' && quality !== 'qes') || !values['display-name']) {
        console.error(USAGE);
        process.exit(2);
      }
      await seals.create({
        accountName,
        displayName: values['display-name'],
        quality,
        memberEmails: members,
      });
      console.log(`Seal "${accountName}" created with ${members.length} member(s).`);
    } else {
      for (const email of members) await seals.addMember(accountName, email);
      console.log(`${members.length} member(s) added to seal "${accountName}".`);
    }
  } catch (error) {
    console.error(`Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

await main();
