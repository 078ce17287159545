// Local GGUF models downloaded and managed from the operator console.
export { createModelDownloadRepository, type ModelDownloadRepository } from './repository';
export { createModelService, MODEL_DOWNLOAD_QUEUE, type ModelService } from './service';
export { listLocalModels, modelPath, modelsDir, runtimeInstalled } from './model-files';
export { modelRoutes } from './routes';
export { createRuntimeInstaller, type RuntimeInstaller } from './runtime-installer';
