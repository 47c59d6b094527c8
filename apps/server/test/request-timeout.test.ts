import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { databases } from './support/databases.ts';
import { useHarness } from './support/test-app.ts';

/** A client that starts a request and never finishes it must not hold its connection for ever. */
describe('request time limit', () => {
  const harness = useHarness(databases[0]!);

  it('answers 408 and closes the connection of a request not sent in time', async () => {
    const app = await harness.app({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    // Headers announce a body of 100 bytes; one arrives, then nothing more.
    socket.write(
      'POST /v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });
});
