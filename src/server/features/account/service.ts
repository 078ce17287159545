import type { AppDeps } from '../../deps';
import type { AccountTokens, createAuthService } from '../auth';

/** Placeholder: the account use cases (issue 21) are being written here. */
export function createAccountService(deps: AppDeps, parts: { auth: ReturnType<typeof createAuthService>; accountTokens: AccountTokens }) {
  void deps;
  void parts;
  return {
    /** Deletes the user's rows and files; their invoices and commissions stay, anonymised. */
    async deleteUser(userId: string): Promise<void> {
      throw new Error(`not written yet: delete ${userId}`);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
