// Shorts from a long video: its moments found, cut, reframed and captioned.
export { createShortsRepository } from './repository';
export { createShortsService, SHORTS_QUEUE, type ShortsService } from './service';
export { shortsRoutes } from './routes';
export { createShortBatchPackage, type ShortBatchPackage } from './package/batch-package';
