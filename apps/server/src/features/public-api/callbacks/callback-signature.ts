import { createHmac } from 'node:crypto';

/** The header a delivery's signature travels in. */
export const SIGNATURE_HEADER = 'Signet-Signature';

/**
 * An API account's callback key (ADR 0902): derived from the server's own key, the account's
 * username and its key version, so it is stored nowhere (a database dump does not give it), and a
 * key reset gives a new one. The account reads it with `GET …/callbacks/secret`.
 */
export function callbackSecret(
  serverKey: Buffer,
  account: { username: string; keyVersion: number },
): string {
  return createHmac('sha256', serverKey)
    .update(`${account.username}\n${account.keyVersion}`)
    .digest('base64url');
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the secret's text: the
 * receiver recomputes it over the raw body and refuses old `t` (replays).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
