import { createContext } from 'react';
import type { AuthSession, PublicUser } from '@shared/contracts/auth';

/** In-memory auth state (spec §3): user, isAuthenticated, isLoading, token. */
export interface AuthState {
  user: PublicUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Stores a fresh session from login or register and signs the user in. */
  signIn(session: AuthSession): void;
  /** Revokes the session on the server, then always clears storage and goes home. */
  logout(): Promise<void>;
  /** Verifies the stored session again (what the authStateChanged event does). */
  reverify(): void;
  /** Takes the server's newer copy of the signed-in user (the account page changed the name, say). */
  updateUser(user: PublicUser): void;
  /** The server has ended the session already (the account was deleted): clears storage and data, goes home. */
  forgetSession(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
