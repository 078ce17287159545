// Single sign-on with an OpenID Connect provider: its settings (environment or console), the flow, and the account links.
export { createSignInSettingsRepository } from './settings-repository';
export { createSignInSettings, type SignInSettings } from './settings';
export { createOpenIdClients, type OpenIdClients } from './provider-client';
export { createIdentityRepository, createLoginStateRepository } from './repository';
export { createSignInService, type SignInService } from './service';
export { signInRoutes, accountSignInRoutes, signInSettingsRoutes } from './routes';
