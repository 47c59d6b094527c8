// What other screens compose: the profile page's view, the data dialog and the list of stamps
// the view page reads.
export { VisualSignatureDataDialog } from './visual-signature-data-dialog.tsx';
export { useVisualSignatures } from './visual-signatures.queries.ts';
export { VisualSignaturesView } from './visual-signatures-view.tsx';
