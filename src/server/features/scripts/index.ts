// Script writing's public face.
export { createScriptService, modelScriptWriter, offlineScriptWriter, type ScriptService } from './service';
export { scriptRoutes } from './routes';
