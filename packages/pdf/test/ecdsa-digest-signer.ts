import { createECDH, type KeyObject } from 'node:crypto';
import { p256PrivateScalar } from '@signet/trust';

const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const toBig = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

function derInteger(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let bytes = Buffer.from(hex, 'hex');
  if ((bytes[0] as number) & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return Buffer.concat([Buffer.from([0x02, bytes.length]), bytes]);
}

/**
 * ECDSA P-256 over a digest the caller already computed (what a CSC signHash call does).
 * node:crypto only signs messages, so R = k·G comes from an ephemeral ECDH key (native code)
 * and s = k⁻¹(z + r·d) mod n is computed here.
 */
export function ecdsaSignDigest(key: KeyObject, digest: Uint8Array): Uint8Array {
  const d = toBig(p256PrivateScalar(key.export({ type: 'pkcs8', format: 'der' })));
  for (;;) {
    const ephemeral = createECDH('prime256v1');
    ephemeral.generateKeys();
    const k = toBig(ephemeral.getPrivateKey());
    const r = toBig(ephemeral.getPublicKey().subarray(1, 33)) % N;
    const s = (modPow(k, N - 2n, N) * (toBig(digest) + r * d)) % N;
    if (r === 0n || s === 0n) continue;
    const body = Buffer.concat([derInteger(r), derInteger(s)]);
    return new Uint8Array(Buffer.concat([Buffer.from([0x30, body.length]), body]));
  }
}
