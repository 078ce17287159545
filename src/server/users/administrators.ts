import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema';

/**
 * Who runs the studio. With ADMIN_EMAILS set, the accounts with those addresses once their owner
 * followed the verification link mailed at registration (anyone could register a listed address
 * first); the setting always wins, so an operator can take the role back from anyone. Without it,
 * the account that registered first on a fresh install (its role column). The public API can never
 * set the role.
 */
export function isAdministrator(user: Pick<UserRow, 'email' | 'role' | 'emailVerifiedAt'>, adminEmails: readonly string[]): boolean {
  if (adminEmails.length > 0) return adminEmails.includes(user.email) && user.emailVerifiedAt !== null;
  return user.role === 'admin';
}

/** What start-up says about administrators when ADMIN_EMAILS is unset: who will become one, or how to name one. */
export async function administratorNotice(db: Database, adminEmails: readonly string[]): Promise<string | null> {
  if (adminEmails.length > 0) return null;
  const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return `The administrator is ${admin.email} (the first account registered); set ADMIN_EMAILS to choose others.`;
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser
    ? 'There is no administrator: set ADMIN_EMAILS to the e-mail of the account that runs this studio, then restart.'
    : 'No ADMIN_EMAILS set: the first account registered becomes the administrator (the operator console is at /admin).';
}
