// What other screens compose: the profile page's view and the signing flow's data dialog.
export { VisualSignatureDataDialog } from './visual-signature-data-dialog.tsx';
export { VisualSignaturesView } from './visual-signatures-view.tsx';
