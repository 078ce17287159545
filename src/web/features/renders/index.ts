// Video drafts' public face (issue 20): the open project's Video panel, loaded when first shown.
export { VideoPanel } from './components/video-panel-lazy';
