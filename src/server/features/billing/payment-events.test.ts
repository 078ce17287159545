import { afterEach, describe, expect, it, vi } from 'vitest';
import { webhookEndpoints } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, subscribeUser } from '../../test/factories';
import { recordedPayloads } from '../../test/webhook-endpoints';

/** A payment's webhook event is told before the sessions are forgotten: a failure there must not lose it. */
describe('payment events', () => {
  const ctx = useTestApp();
  afterEach(() => vi.restoreAllMocks());

  it('records the payment.succeeded delivery even when forgetting the paying user’s sessions throws', async () => {
    const user = await registerUser(ctx.app);
    const now = ctx.clock.now();
    const [endpoint] = await ctx.database.db
      .insert(webhookEndpoints)
      .values({
        userId: null,
        createdBy: user.user.id,
        url: 'https://93.184.215.14/hooks/payments',
        events: ['payment.succeeded'],
        secretCiphertext: ctx.deps.settingsCipher.encrypt(`whsec_${Buffer.alloc(32, 8).toString('base64')}`),
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    vi.spyOn(ctx.deps.sessions, 'forgetUser').mockRejectedValue(new Error('the session cache is down'));

    // The processor hears of the failure (and sends the event again, which applies nothing a second time).
    await expect(subscribeUser(ctx, user, 'basic', { paymentRef: `pay-${user.user.id}` })).rejects.toThrow('the session cache is down');
    expect(await recordedPayloads(ctx, endpoint!.id)).toEqual([
      expect.objectContaining({
        type: 'payment.succeeded',
        data: expect.objectContaining({ userId: user.user.id, planId: 'basic', processor: 'stripe' }),
      }),
    ]);
  });
});
