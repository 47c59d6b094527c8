/** §9 platforms: the EU and the Swiss installation of the product. */
export type Platform = 'EU' | 'CH';

/**
 * §9 "Platform is EU if the domain ends in .de or .eu, otherwise CH." Accepts a host name or a
 * host with port; letter case and a trailing root dot are ignored.
 */
export function platformFromDomain(domain: string): Platform {
  const host = domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return host.endsWith('.de') || host.endsWith('.eu') ? 'EU' : 'CH';
}
