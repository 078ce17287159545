// SEO analysis' public face.
export { SEO_ANALYZER_ENGINE } from './analyzer';
export { suggestHashtags } from './analyzer/suggest';
export { analyzerSeoCopy, modelSeoCopywriter, type SeoCopywriter } from './rewrite';
export { createSeoService, type SeoService } from './service';
export { seoRoutes } from './routes';
