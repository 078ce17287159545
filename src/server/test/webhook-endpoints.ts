import { asc, eq } from 'drizzle-orm';
import type { WebhookEventName } from '@shared/contracts/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { studioOrigin } from '../features/webhooks';
import type { TestContext } from './build-test-app';

/**
 * An endpoint of the user's (null: the instance's) for `events`, saved as the API would save it (on
 * a public address no test reaches: a test that starts no webhook workers sends nothing), for tests
 * that check what a feature tells webhooks. Answers its id.
 */
export async function webhookEndpointOf(ctx: TestContext, userId: string | null, events: WebhookEventName[]): Promise<string> {
  const now = ctx.clock.now();
  const [row] = await ctx.database.db
    .insert(webhookEndpoints)
    .values({
      userId,
      createdBy: userId,
      url: 'https://93.184.215.14/hooks',
      events,
      secretCiphertext: ctx.deps.settingsCipher.encrypt(`whsec_${Buffer.alloc(32, 5).toString('base64')}`),
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!.id;
}

/** The payloads recorded for the endpoint so far (events emitted are recorded first), oldest first. */
export async function recordedPayloads(ctx: TestContext, endpointId: string): Promise<unknown[]> {
  await ctx.services.webhooks.settled();
  const rows = await ctx.database.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.createdAt));
  return rows.map((row) => row.payload);
}

/** A studio path (`/files/…`) as a payload carries it: absolute, under the studio's public origin. */
export const payloadLink = (ctx: TestContext, path: string | null | undefined) => `${studioOrigin(ctx.deps.config)}${path}`;
