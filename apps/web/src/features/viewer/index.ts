// What the view page composes: the document viewer with its panel and actions.

// A document page with its lazy image, for the guest viewer (its own page source, ADR 0235).
export { DocumentPage } from './document-page.tsx';
// The confirmation with a message (decline), for the guest's decline.
export { MessageDialog } from './message-dialog.tsx';
export type { PageSize } from './page-geometry.ts';
export type { PageSource } from './use-page-image.ts';
export { ViewerScreen } from './viewer-screen.tsx';
