// Shorts from a long video: the open project's Shorts panel, loaded when first shown.
export { ShortsPanel } from './components/shorts-panel-lazy';
