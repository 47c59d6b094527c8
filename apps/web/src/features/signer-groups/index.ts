// The business's signer groups: the admin's groups screen (with the "create signer group"
// overlay and the "delete signer group" dialog), and the request panel's "add signer group".
export { SignerGroupAddButton } from './signer-group-add-dialog.tsx';
export { signerGroupKeys } from './signer-groups.queries.ts';
export { SignerGroupsView } from './signer-groups-view.tsx';
