import type { PublicUser } from '@shared/contracts/auth';
import { effectiveStatus } from '@shared/subscription';
import type { Config } from '../config/config';
import type { UserRow } from '../db/schema';
import { accountAccess } from './access';

/** The user as every API answer shows it, with the subscription status as it stands at `now`. */
export function toPublicUser(row: UserRow, now: Date, config: Pick<Config, 'adminEmails' | 'paymentsOff'>): PublicUser {
  const access = accountAccess(row, config);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subscriptionStatus: effectiveStatus(row, now),
    subscriptionPlan: row.subscriptionPlan,
    trialExpiry: row.trialExpiry?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    createdAt: row.createdAt.toISOString(),
    isAdmin: access === 'administrator',
    access,
    emailVerified: row.emailVerifiedAt !== null,
    theme: row.theme,
    locale: row.locale,
  };
}
