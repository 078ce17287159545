// A project's media library: the creator's own photos, clips and sounds.
export { createMediaRepository, type MediaRepository } from './repository';
export { createMediaService, type ArrivedFile, type MediaService } from './service';
export { createMediaUrls } from './signed-urls';
export { mediaRoutes } from './routes';
