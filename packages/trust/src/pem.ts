/** PEM armour (RFC 7468) for command-line tools. */
export function toPem(der: Uint8Array, label = 'CERTIFICATE'): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
