// Script writing's public face.
export { createScriptService, modelScriptWriter, offlineScriptWriter, type ScriptService, type ScriptWriter } from './service';
export { scriptRoutes } from './routes';
