import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { json, signUp } from './support/http.ts';
import { STRONG_PASSWORD, testConfig, uniqueEmail } from './support/test-app.ts';

describe('the embedded database', () => {
  it('keeps accounts in DATA_DIR/db across restarts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'signet-persist-'));
    const email = uniqueEmail('persistent');
    const first = await buildApp(testConfig({ DATA_DIR: dataDir }));
    await signUp(first, email);
    await first.close();
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);

    const second = await buildApp(testConfig({ DATA_DIR: dataDir }));
    try {
      const login = await json(second, 'POST', '/v1/login', {
        body: { email, password: STRONG_PASSWORD },
      });
      expect(login.status).toBe(200);
    } finally {
      await second.close();
    }
  }, 120_000);
});
