// AI engine settings: the registry every feature reads its engines from, and the console's page.
export { openAiEngines, AI_ENGINES_TOPIC, type AiEngines, type PinnedEngines } from './registry';
export { createAiEngineSettingsRepository, createEngineFailureRepository } from './repository';
export { createSettingsCipher, settingsKeys, type SettingsCipher } from './settings-cipher';
export { createAiEngineService, type AiEngineService } from './service';
export { aiEngineRoutes } from './routes';
export { openWriters, type Writers } from './writers';
