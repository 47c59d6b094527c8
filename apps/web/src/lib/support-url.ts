/**
 * Support is reached on the product's public home domain (runtime domainName), like the terms;
 * without a domain there is nowhere to send the user, and no support link is offered.
 */
export function supportUrl(domainName: string | undefined): string | undefined {
  return domainName ? `https://${domainName}/support` : undefined;
}
