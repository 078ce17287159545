import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEndpointStatus, WebhookEventName } from '@shared/contracts/webhooks';
import { id } from './columns';
import { users } from './users';

/**
 * An address that receives events: a user's own (`userId` set) or the instance's, added by an
 * administrator (`userId` null). The signing secret is sealed like the AI keys: it is needed to sign
 * every delivery, and shown only once, when the endpoint is made.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    /** The owner; null for an instance endpoint. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEventName[]>().notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    status: text('status').$type<WebhookEndpointStatus>().notNull(),
    /** Deliveries in a row that gave up; reset by a success. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId, table.createdAt)],
);

/** One event sent to one endpoint, with every try's answer folded into the newest. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id` (msg_…), the same on every retry. */
    messageId: text('message_id').notNull(),
    event: text('event').$type<WebhookEventName>().notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    /** The start of the answer's body (a few hundred characters), or why there was none. */
    responseBody: text('response_body'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
