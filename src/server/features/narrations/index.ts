// A creator's own narration: takes aligned to the script, cleaned up and patched line by line.
export { createNarrationRepository } from './repository';
export { createNarrationService, NARRATION_QUEUE, type NarrationService } from './service';
export { narrationRoutes } from './routes';
export { createAligner, type Aligner } from './alignment/aligner';
