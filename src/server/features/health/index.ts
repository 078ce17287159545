// Health checks' public face.
export { healthRoutes } from './routes';
