// Newsletter and marketing content's public face.
export { createNewsletterRepository } from './repository';
export { contentRoutes } from './routes';
