import type { AccountAccess } from '@shared/contracts/auth';
import type { Config } from '../config/config';
import type { UserRow } from '../db/schema';
import { isAdministrator } from './administrators';

/**
 * What decides how much `user` may do (DESIGN.md §7, "Nobody is locked out of their own install"):
 * an administrator is never stopped by the trial clock or a plan, in any mode; with PAYMENTS=off no
 * one is (nothing can be bought to leave a trial), and only fair-use limits apply. Entitlements and
 * the user every API answer returns both ask here, so the server and the client never disagree.
 */
export function accountAccess(
  user: Pick<UserRow, 'email' | 'role' | 'emailVerifiedAt'>,
  config: Pick<Config, 'adminEmails' | 'paymentsOff'>,
): AccountAccess {
  if (isAdministrator(user, config.adminEmails)) return 'administrator';
  return config.paymentsOff ? 'payments_off' : 'subscription';
}
