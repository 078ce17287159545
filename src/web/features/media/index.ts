// The project's media library: the creator's own photos, clips and sounds, loaded when first shown.
export { MediaPanel } from './components/media-panel-lazy';
// Its list (the storyboard's posters and picker read it too) and what a dragged item carries.
export { mediaQueryKey, mediaQueryOptions, useProjectMedia } from './api/get-media';
export { MEDIA_DRAG_TYPE } from './lib/media-drag';
