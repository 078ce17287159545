import { describe, expect, it } from 'vitest';
import { WEBHOOK_ENDPOINTS_MAX } from '@shared/contracts/webhooks';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { createWebhookRepository, type NewWebhookEndpoint } from './repository';

/** The endpoint cap under parallel inserts: on PostgreSQL each runs on a connection of its own. */
describe('the webhook repository', () => {
  const ctx = useTestApp();

  const endpoint = (userId: string | null, createdBy: string, index: number): NewWebhookEndpoint => ({
    userId,
    createdBy,
    url: `https://93.184.215.14/hooks/${index}`,
    events: userId ? ['render.finished'] : ['user.created'],
    secretCiphertext: ctx.deps.settingsCipher.encrypt(`whsec_${Buffer.alloc(32, 6).toString('base64')}`),
    status: 'active',
    createdAt: ctx.clock.now(),
    updatedAt: ctx.clock.now(),
  });

  it(`stores at most ${WEBHOOK_ENDPOINTS_MAX} endpoints per owner when they are added all at once`, async () => {
    const repository = createWebhookRepository(ctx.database.db);
    const [user, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const tries = 2 * WEBHOOK_ENDPOINTS_MAX;
    const outcomes = await Promise.all([
      ...Array.from({ length: tries }, (_, index) => repository.insert(endpoint(user.user.id, user.user.id, index), WEBHOOK_ENDPOINTS_MAX)),
      // The instance's endpoints are counted apart from any user's.
      ...Array.from({ length: tries }, (_, index) => repository.insert(endpoint(null, other.user.id, index), WEBHOOK_ENDPOINTS_MAX)),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'too-many')).toHaveLength(2 * (tries - WEBHOOK_ENDPOINTS_MAX));
    expect(await repository.count({ kind: 'user', userId: user.user.id })).toBe(WEBHOOK_ENDPOINTS_MAX);
    expect(await repository.count({ kind: 'instance' })).toBe(WEBHOOK_ENDPOINTS_MAX);
    expect(await repository.count({ kind: 'user', userId: other.user.id })).toBe(0);
  });

  it("rotates only its owner's endpoint's secret", async () => {
    const repository = createWebhookRepository(ctx.database.db);
    const [user, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const row = await repository.insert(endpoint(user.user.id, user.user.id, 0), WEBHOOK_ENDPOINTS_MAX);
    if (row === 'too-many') throw new Error('the endpoint was not stored');
    const later = new Date(ctx.clock.now().getTime() + 60_000);
    expect(await repository.rotateSecret({ kind: 'user', userId: other.user.id }, row.id, 'sealed-by-another', later)).toBeUndefined();
    expect(await repository.rotateSecret({ kind: 'instance' }, row.id, 'sealed-by-the-instance', later)).toBeUndefined();
    expect((await repository.find({ kind: 'user', userId: user.user.id }, row.id))?.secretCiphertext).toBe(row.secretCiphertext);
    const rotated = await repository.rotateSecret({ kind: 'user', userId: user.user.id }, row.id, 'sealed-anew', later);
    expect(rotated).toMatchObject({ id: row.id, secretCiphertext: 'sealed-anew', updatedAt: later, status: 'active' });
  });
});
