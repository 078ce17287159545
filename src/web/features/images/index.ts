// The images feature's public face: the workspace renders the tab.
export { ImageGenerationTab } from './components/image-generation-tab';
