/** The terms and conditions are published on the product's public home domain (runtime domainName). */
export function termsUrl(domainName: string | undefined): string {
  return domainName ? `https://${domainName}/terms` : '/terms';
}

/** The data processing agreement a business accepts (§3 dpaAcceptedAt), beside the terms. */
export function dpaUrl(domainName: string | undefined): string {
  return domainName ? `https://${domainName}/dpa` : '/dpa';
}
