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

/**
 * Who administers the studio, as start-up says it: the addresses ADMIN_EMAILS lists; without it, the
 * first account registered (`first-account`), or who will be (`none-yet`: no account yet), or nobody
 * (`missing`: accounts but no administrator, as after a restore without the role).
 */
export type Administration =
  { kind: 'listed'; emails: readonly string[] } | { kind: 'first-account'; email: string } | { kind: 'none-yet' } | { kind: 'missing' };

export async function administration(db: Database, adminEmails: readonly string[]): Promise<Administration> {
  if (adminEmails.length > 0) return { kind: 'listed', emails: adminEmails };
  const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return { kind: 'first-account', email: admin.email };
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser ? { kind: 'missing' } : { kind: 'none-yet' };
}
