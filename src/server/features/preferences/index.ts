// Style memory's public face: image generation updates it through `PreferencesRepository`.
export { createPreferencesRepository, type PreferencesRepository } from './repository';
export { preferencesRoutes } from './routes';
