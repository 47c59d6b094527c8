// Identification on the web (ADR 0620): the signature standards of the profile, the "supply eID
// data" dialog, the "connect an Austrian digital ID" dialog and its result page (ADR 0621), and
// the registration desk's officer screen.
export { ConnectEidDialog } from './connect-eid-dialog.tsx';
export { DeskView } from './desk-view.tsx';
export { EidResult } from './eid-result.tsx';
export { useEids } from './identification.queries.ts';
export { SignatureStandardsView } from './signature-standards-view.tsx';
