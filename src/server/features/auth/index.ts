// Accounts and sessions' public face.
export { createAuthService } from './service';
export { authRoutes } from './routes';
