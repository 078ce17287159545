import { and, count, desc, eq, gt, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  donations,
  invoices,
  mailOutbox,
  newsletterSubscribers,
  projects,
  serverErrors,
  sessions,
  usageEvents,
  users,
  type UserRow,
} from '../../db/schema';
import type { GenerationKind } from '@shared/contracts/usage';

/** Where a keyset page of users goes on from: the last user shown (newest first), its time to the microsecond. */
export interface UserCursor {
  createdAt: string;
  id: string;
}

/** A user's creation time as UTC text to the microsecond (what a cursor keeps: a JS Date has only milliseconds). */
const exactCreatedAt = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** `%` and `_` in a search are the characters themselves, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** 'YYYY-MM-DD' of a timestamp column, in UTC. */
const utcDay = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The operator console's SQL. Unlike every other feature's, it reads across users: only
 * administrators reach it (the routes' guard), and every change it makes is audited by the service.
 */
export function createAdminRepository(db: Database) {
  return {
    // Users -----------------------------------------------------------------

    /** Newest first; `q` matches name or e-mail anywhere, case-insensitively. */
    searchUsers({ q, after, limit }: { q: string | undefined; after: UserCursor | undefined; limit: number }) {
      const conditions: SQL[] = [];
      if (q) conditions.push(or(ilike(users.email, likeText(q)), ilike(users.name, likeText(q)))!);
      if (after) {
        conditions.push(sql`(${users.createdAt}, ${users.id}) < ((${after.createdAt})::timestamp at time zone 'UTC', (${after.id})::uuid)`);
      }
      return db
        .select({ user: users, cursorAt: exactCreatedAt })
        .from(users)
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },

    async user(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    sessionsOf(userId: string) {
      return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
    },

    async projectsCount(userId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(projects).where(eq(projects.userId, userId));
      return row?.value ?? 0;
    },

    /** The user's generations of `kind` since `since` (all of them without). */
    async generationsOf(userId: string, kind: GenerationKind, since: Date | null): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(usageEvents)
        .where(and(eq(usageEvents.userId, userId), eq(usageEvents.kind, kind), since ? gte(usageEvents.createdAt, since) : undefined));
      return row?.value ?? 0;
    },

    // Dashboard -------------------------------------------------------------

    async usersTotal(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    newUsersPerDay(since: Date) {
      const day = utcDay(users.createdAt);
      return db.select({ date: day, count: count() }).from(users).where(gte(users.createdAt, since)).groupBy(day);
    },

    /** The subscription fields of every user who may be trialing or on a plan (the status is decided at `now` by the service). */
    subscriptionStates() {
      return db
        .select({
          subscriptionStatus: users.subscriptionStatus,
          subscriptionPlan: users.subscriptionPlan,
          trialExpiry: users.trialExpiry,
          currentPeriodEnd: users.currentPeriodEnd,
          cancelAtPeriodEnd: users.cancelAtPeriodEnd,
        })
        .from(users)
        .where(or(eq(users.subscriptionStatus, 'trialing'), eq(users.subscriptionStatus, 'active')));
    },

    generationsPerDay(since: Date) {
      const day = utcDay(usageEvents.createdAt);
      const engine = sql<string>`coalesce(${usageEvents.engine}, 'unknown')`;
      return db
        .select({ date: day, kind: usageEvents.kind, engine, count: count() })
        .from(usageEvents)
        .where(gte(usageEvents.createdAt, since))
        .groupBy(day, usageEvents.kind, engine);
    },

    serverErrorsSince(since: Date) {
      return db
        .select({ route: sql<string>`${serverErrors.method} || ' ' || ${serverErrors.route}`, count: count() })
        .from(serverErrors)
        .where(gt(serverErrors.createdAt, since))
        .groupBy(serverErrors.method, serverErrors.route)
        .orderBy(desc(count()));
    },

    async recordServerError(values: typeof serverErrors.$inferInsert): Promise<void> {
      await db.insert(serverErrors).values(values);
    },

    // Payments --------------------------------------------------------------

    invoices(limit: number) {
      return db
        .select({ invoice: invoices, email: users.email })
        .from(invoices)
        .leftJoin(users, eq(users.id, invoices.userId))
        .orderBy(desc(invoices.paidAt))
        .limit(limit);
    },

    donations(limit: number) {
      return db
        .select({ donation: donations, email: users.email })
        .from(donations)
        .leftJoin(users, eq(users.id, donations.userId))
        .orderBy(desc(donations.paidAt))
        .limit(limit);
    },

    async invoice(id: string) {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    async donation(id: string) {
      const [row] = await db.select().from(donations).where(eq(donations.id, id));
      return row;
    },

    /** Marks a paid invoice refunded; undefined when it was not (any longer) paid. */
    async markInvoiceRefunded(id: string, at: Date) {
      const [row] = await db
        .update(invoices)
        .set({ status: 'refunded', refundedAt: at, updatedAt: at })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'paid')))
        .returning();
      return row;
    },

    async markDonationRefunded(id: string, at: Date) {
      const [row] = await db
        .update(donations)
        .set({ status: 'refunded', refundedAt: at })
        .where(and(eq(donations.id, id), eq(donations.status, 'paid')))
        .returning();
      return row;
    },

    // Newsletter and mail ---------------------------------------------------

    subscribers() {
      return db
        .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt));
    },

    outbox(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
