import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { databases } from './support/databases.ts';
import { direct, inviteGuest } from './support/direct.ts';
import { json, signUp } from './support/http.ts';
import { STRONG_PASSWORD, testConfig, uniqueEmail, useHarness } from './support/test-app.ts';

describe.each(databases)('logs on $name', (engine) => {
  const harness = useHarness(engine);

  it('never contain passwords, session tokens or link tokens, even at trace level', async () => {
    let lines = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines += chunk.toString();
        done();
      },
    });
    const app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), { db: harness.db, logStream });
    try {
      const email = uniqueEmail('logged');
      const { token } = await signUp(app, email);
      await json(app, 'GET', '/v1/user', { token });
      await json(app, 'POST', '/v1/login', { body: { email, password: 'a-wrong-password' } });
      // A direct-sign link's token travels in the query (§7): the address is logged without it.
      const guest = await inviteGuest(app, token);
      await direct(app, 'GET', '/v1/direct/user', guest.token);
      await direct(app, 'GET', '/v1/direct/user', guest.token, { header: true });
      expect(lines).toContain('/v1/direct/user?token=[redacted]');
      expect(lines).not.toContain(guest.token);
      expect(lines).toContain('/v1/login');
      expect(lines).not.toContain(STRONG_PASSWORD);
      expect(lines).not.toContain('a-wrong-password');
      expect(lines).not.toContain(token);
      expect(lines).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    } finally {
      await app.close();
    }
  });
});
