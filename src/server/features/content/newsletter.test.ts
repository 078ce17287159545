import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/build-test-app';

describe('POST /api/newsletter', () => {
  const ctx = useTestApp();
  let address = 0;
  const subscribe = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload, remoteAddress: `10.1.0.${++address}` });

  it('stores a new address, normalised, and thanks the reader', async () => {
    const email = uniqueEmail('Reader');
    const response = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Thanks for subscribing! New articles will arrive in your inbox.',
      alreadySubscribed: false,
    });
    const rows = await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('accepts a second subscription of the same address and says so', async () => {
    const email = uniqueEmail('twice');
    await subscribe({ email });
    const response = await subscribe({ email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'You are already subscribed. Thanks for reading!',
      alreadySubscribed: true,
    });
    const rows = await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([{ email: 'not an email' }, { email: '' }, {}, { email: 42 }])('answers 400 to %j', async (payload) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please enter a valid email address.', code: 'VALIDATION_ERROR' });
  });

  it('limits one address to 10 subscriptions a minute', async () => {
    const remoteAddress = '10.2.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: uniqueEmail('burst') },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
