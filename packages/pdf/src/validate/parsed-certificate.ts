import * as pkijs from 'pkijs';

const cache = new Map<string, pkijs.Certificate>();
const CACHE_SIZE = 256;

/**
 * pkijs parses a certificate in milliseconds, and validation meets the same few certificates
 * many times (signature, time-stamp, DSS, every revision): parse each once.
 */
export function parsedCertificate(der: Uint8Array): pkijs.Certificate {
  const key = Buffer.from(der.buffer, der.byteOffset, der.length).toString('base64');
  let certificate = cache.get(key);
  if (!certificate) {
    certificate = pkijs.Certificate.fromBER(der);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, certificate);
  }
  return certificate;
}
