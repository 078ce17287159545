// Projects' public face: one video's work kept together.
export { createProjectRepository } from './repository';
export { createProjectService, type ProjectService, type RenderSource } from './service';
export { projectRoutes } from './routes';
export { slugOf } from './export-package';
export { createThumbnailService, type ThumbnailService } from './thumbnails/service';
export { thumbnailRoutes } from './thumbnails/routes';
export { fitTitle, loadTitleFaces, titleElements, type TitleBox } from './thumbnails/title-layout';
