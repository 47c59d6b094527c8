/** The terms and conditions are published on the product's public home domain (runtime domainName). */
export function termsUrl(domainName: string | undefined): string {
  return domainName ? `https://${domainName}/terms` : '/terms';
}
