import type { SealRequest } from '@signet/contract';
import type { SignetApp } from '../../src/app.ts';
import type { Config } from '../../src/config/config.ts';
import type { Database } from '../../src/db/database.ts';
import { runSealCommand } from '../../src/seal-admin.cli.ts';
import type { Account } from './business.ts';
import { json } from './http.ts';

/** The operator command as `npm run seals -- …` runs it, on the app's configuration and data. */
export async function operator(
  config: Config,
  db: Database,
  args: string[],
): Promise<{ code: number; output: string[] }> {
  const output: string[] = [];
  const code = await runSealCommand(args, { config, db, out: (line) => output.push(line) });
  return { code, output };
}

/** An admin asks for a seal; the answer is the request as listed. */
export async function requestSeal(
  app: SignetApp,
  admin: Account,
  businessId: string,
  accountName: string,
  organisationName = 'Acme AG',
): Promise<SealRequest> {
  const { status, body } = await json<SealRequest>(
    app,
    'POST',
    `/v1/businesses/${businessId}/seal-requests`,
    {
      token: admin.token,
      body: { organisationName, registerNumber: 'CHE-123.456.789', accountName },
    },
  );
  if (status !== 201) throw new Error(`seal request failed ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A seal of the business, requested by its admin and issued by the operator. */
export async function issuedSeal(
  app: SignetApp,
  config: Config,
  db: Database,
  admin: Account,
  businessId: string,
  accountName: string,
): Promise<void> {
  const request = await requestSeal(app, admin, businessId, accountName);
  const issued = await operator(config, db, ['issue', request.id]);
  if (issued.code !== 0) throw new Error(`issue failed: ${issued.output.join('\n')}`);
}

/** A seal name of its own per test (names are unique across the platform). */
export const sealName = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
