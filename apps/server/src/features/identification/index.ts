export { composeIdentification } from './identification.compose.ts';
export { listIdentificationEvents } from './identification-events.ts';
export { grantOfficer, listOfficers, revokeOfficer } from './officers.ts';
