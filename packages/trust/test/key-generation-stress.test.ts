import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('./stress/key-generation.child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Reading a fresh key's private scalar through a JWK export deadlocked Node 20 when a garbage
 * collection finalised the key's generation job inside the export (both take the key's lock);
 * the process then answered nothing, not even SIGTERM. Under a 1 MB young generation the old
 * code hung within a few thousand keys. The child either finishes its keys or is killed at the
 * limit, which is a hang: an unloaded run takes seconds.
 */
describe('generating signing keys under allocation pressure', () => {
  it('never deadlocks the process', async () => {
    const child = spawn(
      process.execPath,
      ['--max-semi-space-size=1', '--import', 'tsx', CHILD, '10000'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const limit = setTimeout(() => child.kill('SIGKILL'), 90_000);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (c, s) => resolve([c, s])),
    );
    clearTimeout(limit);
    expect({ code, signal, output: output.trim() }).toEqual({
      code: 0,
      signal: null,
      output: 'done 10000',
    });
  }, 120_000);
});
