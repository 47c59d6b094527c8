// The dialogs and parts of signature requests that other pages (the viewer) compose.
export { AutoDeletionActivateDialog } from './auto-deletion-activate-dialog.tsx';
export { AutoDeletionButton } from './auto-deletion-button.tsx';
export { AutoDeletionDeactivateDialog } from './auto-deletion-deactivate-dialog.tsx';
export { DelegateDialog } from './delegate-dialog.tsx';
export { DocumentsDeleteDialog } from './documents-delete-dialog.tsx';
export { ObserverAddDialog } from './observer-add-dialog.tsx';
export { ObserverRemoveDialog } from './observer-remove-dialog.tsx';
export {
  ObserverAddButton,
  ObserverRemoveButton,
  SignerButtons,
  SignerRemoveButton,
} from './participant-controls.tsx';
export { RemindButton } from './remind-button.tsx';
export { LevelBadge, PersonAvatar, SignerAvatars, StatusChip } from './request-badges.tsx';
export { RequestDetailsForm } from './request-details-form.tsx';
export { requestOptions, useRefreshRequests, useRequest } from './requests.queries.ts';
export { SignerAddDialog } from './signer-add-dialog.tsx';
export { SignerRemoveDialog } from './signer-remove-dialog.tsx';
