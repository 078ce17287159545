// The gallery feature's public face: the workspace renders the tab; generating images refreshes it.
export { GalleryTab } from './components/gallery-tab';
export { galleryQueryKey } from './api/get-gallery';
