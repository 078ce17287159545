// Script writing's public face.
export { createScriptService, modelScriptWriter, offlineScriptWriter } from './service';
export { scriptRoutes } from './routes';
