// What the view page composes: the document viewer with its panel and actions.

// A document page with its lazy image, for the guest viewer (its own page source, ADR 0235).
export { DocumentPage } from './document-page.tsx';
// The confirmation with a message (decline), for the guest's decline.
export { MessageDialog } from './message-dialog.tsx';
export type { PageSize } from './page-geometry.ts';
// "Page n of m", go to a page, zoom and the way to one's fields (issue 20), for the guest viewer.
export {
  FIT_ZOOM,
  firstPages,
  type GuidedField,
  guidedFields,
  zoomedColumn,
} from './page-navigation.ts';
export { PageNavigator } from './page-navigator.tsx';
export { type FieldGuide, useFieldGuide } from './use-field-guide.ts';
export type { PageSource } from './use-page-image.ts';
export {
  type PageNavigation,
  SIDEWAYS_SCROLLER,
  STICKY_HEADER,
  usePageNavigation,
} from './use-page-navigation.ts';
export { ViewerScreen } from './viewer-screen.tsx';
