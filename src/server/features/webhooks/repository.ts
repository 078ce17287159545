import { and, count, desc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { WebhookEventName } from '@shared/contracts/webhooks';
import type { InterfaceLocale } from '@shared/i18n/locales';
import type { Database } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../db/schema';

/** Whose endpoints: a user's own, or the instance's (no user; managed by administrators). */
export type WebhookOwner = { kind: 'user'; userId: string } | { kind: 'instance' };

export type NewWebhookEndpoint = Omit<WebhookEndpointRow, 'id' | 'consecutiveFailures' | 'pausedAt'>;
export type NewWebhookDelivery = Pick<WebhookDeliveryRow, 'endpointId' | 'messageId' | 'event' | 'payload' | 'nextAttemptAt' | 'createdAt'>;
export type DeliveryChanges = Partial<
  Pick<WebhookDeliveryRow, 'status' | 'responseStatus' | 'responseBody' | 'error' | 'nextAttemptAt' | 'lastAttemptAt'>
>;

/** Any number, the same on every instance: the first key of the per-owner endpoint locks. */
const WEBHOOK_LOCK_SPACE = 19_062;

/** Webhook endpoints and their deliveries, every read and change scoped to the owner (another's id finds nothing). */
export function createWebhookRepository(db: Database) {
  const ownedBy = (owner: WebhookOwner) =>
    owner.kind === 'user' ? eq(webhookEndpoints.userId, owner.userId) : isNull(webhookEndpoints.userId);
  const owned = (owner: WebhookOwner, id: string) => and(ownedBy(owner), eq(webhookEndpoints.id, id));

  return {
    list(owner: WebhookOwner): Promise<WebhookEndpointRow[]> {
      return db.select().from(webhookEndpoints).where(ownedBy(owner)).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    },

    async find(owner: WebhookOwner, id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(owned(owner, id));
      return row;
    },

    /** How many endpoints the owner has (a quick look: `insert` counts again under the owner's lock). */
    async count(owner: WebhookOwner): Promise<number> {
      const [held] = await db.select({ n: count() }).from(webhookEndpoints).where(ownedBy(owner));
      return held?.n ?? 0;
    },

    /**
     * Stores the endpoint unless its owner already has `max` ('too-many'). Counted and inserted in one
     * transaction under the owner's advisory lock, so parallel requests cannot all pass the count.
     */
    async insert(endpoint: NewWebhookEndpoint, max: number): Promise<WebhookEndpointRow | 'too-many'> {
      const owner: WebhookOwner = endpoint.userId ? { kind: 'user', userId: endpoint.userId } : { kind: 'instance' };
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${WEBHOOK_LOCK_SPACE}, hashtext(${endpoint.userId ?? 'instance'}))`);
        const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(ownedBy(owner));
        if ((held?.n ?? 0) >= max) return 'too-many' as const;
        const [row] = await tx.insert(webhookEndpoints).values(endpoint).returning();
        if (!row) throw new Error('webhook endpoint insert returned no row');
        return row;
      });
    },

    async remove(owner: WebhookOwner, id: string): Promise<boolean> {
      const rows = await db.delete(webhookEndpoints).where(owned(owner, id)).returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** Active again, its count of failures cleared; undefined for an endpoint not the owner's. */
    async resume(owner: WebhookOwner, id: string, now: Date): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ status: 'active', consecutiveFailures: 0, pausedAt: null, updatedAt: now })
        .where(owned(owner, id))
        .returning();
      return row;
    },

    /** The endpoint signs with this secret from now on; undefined for an endpoint not the owner's. */
    async rotateSecret(owner: WebhookOwner, id: string, secretCiphertext: string, now: Date): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.update(webhookEndpoints).set({ secretCiphertext, updatedAt: now }).where(owned(owner, id)).returning();
      return row;
    },

    /** The endpoint's newest deliveries (none for an endpoint not the owner's). */
    deliveries(owner: WebhookOwner, endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select({ delivery: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(owned(owner, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit)
        .then((rows) => rows.map((row) => row.delivery));
    },

    /** The owner's active endpoints that take this event. */
    subscribers(owner: WebhookOwner, event: WebhookEventName): Promise<Pick<WebhookEndpointRow, 'id'>[]> {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(ownedBy(owner), eq(webhookEndpoints.status, 'active'), sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`),
        );
    },

    insertDeliveries(rows: NewWebhookDelivery[]): Promise<WebhookDeliveryRow[]> {
      return db
        .insert(webhookDeliveries)
        .values(rows.map((row) => ({ ...row, status: 'pending' as const, attempts: 0 })))
        .returning();
    },

    /**
     * Takes a delivery for one try: pending, due, and its endpoint active. The try counts at once and
     * holds the delivery until `leaseUntil` (a second job for it finds nothing; a try whose instance
     * died is taken again after that). Returns the delivery and its endpoint.
     */
    async claim(
      id: string,
      now: Date,
      leaseUntil: Date,
    ): Promise<{ delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow } | undefined> {
      const [delivery] = await db
        .update(webhookDeliveries)
        .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil, lastAttemptAt: now })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, now),
            sql`exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.id} = ${webhookDeliveries.endpointId} and ${webhookEndpoints.status} = 'active')`,
          ),
        )
        .returning();
      if (!delivery) return undefined;
      const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
      return endpoint && { delivery, endpoint };
    },

    /** Records a try's outcome, unless another try took the delivery since (its attempt number moved on). */
    async settle(id: string, attempt: number, changes: DeliveryChanges): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set(changes)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.attempts, attempt), eq(webhookDeliveries.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * One more delivery of the endpoint gave up; at `pauseAfter` in a row the endpoint is paused.
     * `paused` is true only for the update that paused it (row locks order the increments), so its
     * owner is told once.
     */
    async countFailure(
      endpointId: string,
      now: Date,
      pauseAfter: number,
    ): Promise<{ paused: boolean; endpoint: WebhookEndpointRow } | undefined> {
      const failures = sql`${webhookEndpoints.consecutiveFailures} + 1`;
      const pausing = sql`${webhookEndpoints.status} = 'active' and ${failures} >= ${pauseAfter}`;
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          consecutiveFailures: failures,
          status: sql`case when ${pausing} then 'paused' else ${webhookEndpoints.status} end`,
          pausedAt: sql`case when ${pausing} then ${now.toISOString()}::timestamptz else ${webhookEndpoints.pausedAt} end`,
          updatedAt: now,
        })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning();
      return row && { paused: row.status === 'paused' && row.consecutiveFailures === pauseAfter, endpoint: row };
    },

    /** A delivery got through: the endpoint's failures in a row start again from none. */
    async countSuccess(endpointId: string, now: Date): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, endpointId), ne(webhookEndpoints.consecutiveFailures, 0)));
    },

    /** Pending deliveries due by `dueBy` whose endpoint is active (their job may have been lost), at most `limit`. */
    async due(dueBy: Date, limit: number, endpointId?: string): Promise<string[]> {
      const rows = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, dueBy),
            eq(webhookEndpoints.status, 'active'),
            ...(endpointId ? [eq(webhookEndpoints.id, endpointId)] : []),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Forgets ended deliveries made before `before`. */
    async prune(before: Date): Promise<void> {
      await db.delete(webhookDeliveries).where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)));
    },

    /**
     * Where to tell an endpoint's owner: the user's address, or every administrator's for the
     * instance's; each with its account's language (null: none chosen, or no account yet).
     */
    async ownerAddresses(
      endpoint: Pick<WebhookEndpointRow, 'userId'>,
      adminEmails: readonly string[],
    ): Promise<Array<{ email: string; locale: InterfaceLocale | null }>> {
      const recipient = { email: users.email, locale: users.locale };
      if (endpoint.userId) return db.select(recipient).from(users).where(eq(users.id, endpoint.userId));
      // The addresses the operator listed are the administrators' (users/administrators.ts), registered or not yet.
      if (adminEmails.length > 0) {
        const accounts = await db
          .select(recipient)
          .from(users)
          .where(inArray(users.email, [...adminEmails]));
        return adminEmails.map((email) => ({ email, locale: accounts.find((account) => account.email === email)?.locale ?? null }));
      }
      return db.select(recipient).from(users).where(eq(users.role, 'admin'));
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
