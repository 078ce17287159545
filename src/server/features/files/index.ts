// Stored files' public face.
export { fileRoutes } from './routes';
