// Video drafts' public face: the open project's Video panel, loaded when first shown.
export { VideoPanel } from './components/video-panel-lazy';
export { useRenders } from './api/get-renders';
