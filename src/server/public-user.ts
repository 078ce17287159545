import type { PublicUser } from '@shared/contracts/auth';
import { effectiveStatus } from '@shared/subscription';
import type { UserRow } from './db/schema';
import { isAdministrator } from './administrators';

/** The user as every API answer shows it, with the subscription status as it stands at `now`. */
export function toPublicUser(row: UserRow, now: Date, adminEmails: readonly string[]): PublicUser {
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
    isAdmin: isAdministrator(row, adminEmails),
    emailVerified: row.emailVerifiedAt !== null,
  };
}
