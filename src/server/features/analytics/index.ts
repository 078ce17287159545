// Page-view analytics' public face.
export { createAnalyticsRepository } from './repository';
export { analyticsRoutes } from './routes';
