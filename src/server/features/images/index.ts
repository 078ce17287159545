// Image generation and the gallery's public face.
export { createImageService } from './service';
export { imageRoutes } from './routes';
