// Video drafts: projects rendered to MP4 as background jobs.
export { createRenderRepository } from './repository';
export { createRenderService, RENDER_QUEUE, type RenderService } from './service';
export { renderRoutes } from './routes';
