// Accounts and sessions' public face.
export { createAuthService, type AuthService, type ClientInfo, type NewAccount } from './service';
export { authRoutes } from './routes';
export { createAccountTokens, type AccountTokens } from './account-tokens';
export { createPasswordResetService, PASSWORD_RESET_SUBJECT, type PasswordResetService } from './password-reset';
export { createEmailVerificationService, EMAIL_VERIFICATION_SUBJECT, type EmailVerificationService } from './email-verification';
export { hashPassword, verifyPassword } from './passwords';
export { openSessionCache, type SessionCache } from './session-cache';
