export { expandGroupRecipients, groupInfoOf, signerGroupFor } from './group-signers.ts';
export { registerSignerGroupRoutes } from './signer-groups.routes.ts';
export { SignerGroupsService } from './signer-groups.service.ts';
