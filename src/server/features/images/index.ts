// Image generation and the gallery's public face.
export { createImageService, toGalleryImage, type ImageService } from './service';
export { imageRoutes } from './routes';
