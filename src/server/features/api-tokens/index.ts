// Personal API tokens: made and revoked in the account, presented as a bearer by scripts and agents.
export { createApiTokenRepository, type ApiTokenRepository } from './repository';
export { createApiTokenService, hashApiToken, type ApiTokenService } from './service';
export { apiTokenRoutes } from './routes';
