// Prints the cost of the server's own argon2id hash as JSON. Run in its own process so that
// UV_THREADPOOL_SIZE (set by the parent to the number of cores) applies from the start.
import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from '../../apps/server/src/crypto/passwords.ts';

const SERIAL = 15;
const password = 'correct horse battery staple';

const serialMs: number[] = [];
let hash = await hashPassword(password);
for (let n = 0; n < SERIAL; n++) {
  const start = performance.now();
  hash = await hashPassword(password);
  serialMs.push(performance.now() - start);
}
const verifyMs: number[] = [];
for (let n = 0; n < SERIAL; n++) {
  const start = performance.now();
  await verifyPassword(hash, password);
  verifyMs.push(performance.now() - start);
}

const cores = availableParallelism();
const parallelCount = cores * 20;
const start = performance.now();
await Promise.all(Array.from({ length: parallelCount }, () => hashPassword(password)));
const parallelSeconds = (performance.now() - start) / 1000;
// A login verifies rather than hashes; the cost is the same work, measured separately.
const verifyStart = performance.now();
await Promise.all(Array.from({ length: parallelCount }, () => verifyPassword(hash, password)));
const verifySeconds = (performance.now() - verifyStart) / 1000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  JSON.stringify({
    hashMs: median(serialMs),
    verifyMs: median(verifyMs),
    hashesPerSecondAllCores: parallelCount / parallelSeconds,
    verifiesPerSecondAllCores: parallelCount / verifySeconds,
    cores,
  }),
);
