import type { AccountBusinessPort } from '../users/index.ts';
import { InvitationAcceptance } from './acceptance.service.ts';
import { accountBusinessPort } from './account-business.ts';
import { BusinessService } from './business.service.ts';
import type { BusinessDeps } from './business-deps.ts';
import { BusinessDeletion } from './deletion.service.ts';
import { DomainsService } from './domains.service.ts';
import { InvitationsService } from './invitations.service.ts';
import { BusinessLogoService } from './logo.service.ts';
import { MembersService } from './members.service.ts';
import { BusinessSettingsService } from './settings.service.ts';
import { StatisticsService } from './statistics.service.ts';

/** Every service of the business feature, built once on the same adapters. */
export interface BusinessServices {
  businesses: BusinessService;
  deletion: BusinessDeletion;
  settings: BusinessSettingsService;
  logos: BusinessLogoService;
  statistics: StatisticsService;
  members: MembersService;
  invitations: InvitationsService;
  domains: DomainsService;
  acceptance: InvitationAcceptance;
  /** For the users feature: the account's business, accepting and leaving with the account. */
  account: AccountBusinessPort;
}

export function createBusinessServices(deps: BusinessDeps): BusinessServices {
  const businesses = new BusinessService(deps);
  const acceptance = new InvitationAcceptance(deps);
  return {
    businesses,
    deletion: new BusinessDeletion(deps, businesses),
    settings: new BusinessSettingsService(deps),
    logos: new BusinessLogoService(deps),
    statistics: new StatisticsService(deps),
    members: new MembersService(deps),
    invitations: new InvitationsService(deps),
    domains: new DomainsService(deps),
    acceptance,
    account: accountBusinessPort(deps, acceptance),
  };
}
