export { isCallersSignature, type Role, rolesOf, type SignerCaller } from './access.ts';
export { loadVisibleDocument } from './document-access.ts';
export { loadVisible, type VisibleRequest, visibleTo } from './request-access.ts';
export {
  documentHashes,
  loadAggregate,
  loadAggregates,
  pageOf,
  type RequestAggregate,
} from './request-aggregate.ts';
export { assertAllowed, requestFacts } from './request-rules.ts';
export { recordFirstView } from './request-views.ts';
export {
  accountLabel,
  addressLabels,
  deleteRequest,
  deleteSignatures,
  findAccountNames,
  findOwnerEmail,
  findOwnerEmails,
  hideRequest,
  insertRequest,
  insertSignature,
  lockRequest,
  nextPosition,
  pageColumns,
  personLabel,
  setOpenSignaturesStatus,
  updateRequest,
  updateSignatureRow,
} from './signature-requests.repository.ts';
export { assertTurn, awaitedBefore, hasTurn, turnsComingWith } from './signing-order.ts';
export { assertDraft, assertNotEnded, assertOpen, assertTransition } from './transitions.ts';
