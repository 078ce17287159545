// Accounts and sessions' public face.
export { createAuthService } from './service';
export { authRoutes } from './routes';
export { createAccountTokens, type AccountTokens } from './account-tokens';
export { hashPassword, verifyPassword } from './passwords';
