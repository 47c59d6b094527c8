/**
 * Generates P-256 signing keys the way issuance does and signs with each, while allocating
 * short-lived arrays beside so that garbage collections run in between. Started by
 * key-generation-stress.test.ts with a small young generation; prints "done <n>" when through.
 */
import { SigningKey } from '../../src/keys/signing-key.ts';

const KEYS = Number(process.argv[2] ?? 10_000);
const digest = new Uint8Array(32).fill(7);
let kept: unknown[] = [];
for (let n = 0; n < KEYS; n++) {
  const key = SigningKey.generate('ECDSA-P256');
  if (n % 50 === 0) key.signDigest(digest);
  kept.push(key, new Array(1000).fill(n));
  if (kept.length > 20_000) kept = [];
}
console.log(`done ${KEYS}`);
