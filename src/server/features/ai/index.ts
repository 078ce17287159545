// The AI status feature's public face.
export { aiRoutes } from './routes';
