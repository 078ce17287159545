import { expect, it } from 'vitest';
import { useMigrationScratch } from '../test/migration-scratch';

// Migration 0019 marks the local test checkout's invoices paid before it (they earn no commission
// from now on, and a payout that settled one claws it back), and dates the clicks kept so far.
const scratch = useMigrationScratch('0019_affiliate_fraud');

it('marks the test checkout’s earlier invoices as local and the processor’s as Stripe, and gives old clicks their day', async () => {
  await scratch.migrateToBefore();
  const [user] = await scratch.query(`INSERT INTO users (name, email, password_hash) VALUES ('Old', 'old@example.com', 'x') RETURNING id`);
  for (const externalId of ['local:6f1c0a52-3a53-4f0e-9b7e-0d1f2a3b4c5d', 'in_1Stripe']) {
    await scratch.query(
      `INSERT INTO invoices (user_id, external_id, plan_id, amount_cents, currency, paid_at) VALUES ($1, $2, 'premium', 5000, 'usd', now())`,
      [user?.id, externalId],
    );
  }
  const [affiliate] = await scratch.query(
    `INSERT INTO affiliates (user_id, code, payout_email, created_at) VALUES ($1, 'OLDCODE123', 'p@example.com', now()) RETURNING id`,
    [user?.id],
  );
  // Two clicks of one browser a day apart, counted by the script before addresses were kept; 23:30 UTC is still that day.
  for (const at of ['2026-03-01T23:30:00Z', '2026-03-02T08:00:00Z']) {
    await scratch.query(`INSERT INTO affiliate_clicks (affiliate_id, visitor_hash, landing_path, created_at) VALUES ($1, 'h', '/', $2)`, [
      affiliate?.id,
      at,
    ]);
  }

  await scratch.migrateToEnd();

  expect(await scratch.query('SELECT external_id, processor FROM invoices ORDER BY external_id')).toEqual([
    { external_id: 'in_1Stripe', processor: 'stripe' },
    { external_id: 'local:6f1c0a52-3a53-4f0e-9b7e-0d1f2a3b4c5d', processor: 'local' },
  ]);
  const clicks = await scratch.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, address_hash FROM affiliate_clicks ORDER BY created_at`);
  expect(clicks).toEqual([
    { day: '2026-03-01', address_hash: null },
    { day: '2026-03-02', address_hash: null },
  ]);
});
