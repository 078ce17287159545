// The auth feature's public face: other features and the app shell import only from here.
export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export type { AuthContextValue, AuthState } from './auth-context';
export { authPath } from './lib/auth-flow';
