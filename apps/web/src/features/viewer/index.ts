// What the view page composes: the document viewer with its panel and actions.
export { ViewerScreen } from './viewer-screen.tsx';
