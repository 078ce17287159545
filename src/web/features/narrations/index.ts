// The creator's own narration: the project's 'Your narration' panel (takes recorded or uploaded,
// aligned to the script), loaded when first shown.
export { NarrationPanel } from './components/narration-panel-lazy';
