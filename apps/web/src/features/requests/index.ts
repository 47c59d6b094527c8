// What others use of the signature requests: the dashboard's table, the draft page and uploads
// (pages), the participant controls the view page composes, and the request's queries and keys
// the viewer and the signing flow share.
export { AutoDeletionButton } from './auto-deletion-button.tsx';
export { DraftDetailsInvalid, saveDraftDetails } from './draft-details.ts';
export { InviteView } from './invite-view.tsx';
export {
  ObserverAddButton,
  ObserverRemoveButton,
  SignerButtons,
  SignerRemoveButton,
} from './participant-controls.tsx';
export { RequestDetailsForm } from './request-details-form.tsx';
export { RequestTable } from './request-table.tsx';
export { getRequest } from './requests.api.ts';
export {
  requestListOptions,
  requestOptions,
  signatureRequestKeys,
  useRequest,
} from './requests.queries.ts';
export { SendToView } from './send-to-view.tsx';
export { pageFromSearch, requestListQuery } from './table-query.ts';
export { uploadDestination } from './upload-destination.ts';
export { UploadZone } from './upload-zone.tsx';
