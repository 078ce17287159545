import { expect, it } from 'vitest';
import { normalizedMailbox } from '../lib/mailbox';
import { useMigrationScratch } from '../test/migration-scratch';

// Migration 0010 gives the accounts that exist already their trial claims: run it over a database
// migrated to 0009 that holds several accounts of one mailbox, on this suite's driver.
const scratch = useMigrationScratch('0010_trial_claims_and_self_referrals');

it('backfills one claim per mailbox for the trials given before it, the oldest account holding it', async () => {
  await scratch.migrateToBefore();
  // Accounts made before the rule: one mailbox registered three times, another twice, some apart.
  const accounts = [
    { email: 'ada.lovelace+one@gmail.com', trial: true },
    { email: 'adalovelace@googlemail.com', trial: true },
    { email: 'a.d.a.lovelace+three@gmail.com', trial: true },
    { email: 'grace@example.com', trial: true },
    { email: 'grace+2@example.com', trial: true },
    { email: 'g.race@example.com', trial: true },
    { email: 'never.trialed@example.com', trial: false },
  ];
  const ids: string[] = [];
  for (const [index, account] of accounts.entries()) {
    const [row] = await scratch.query(
      `INSERT INTO users (name, email, password_hash, trial_expiry, created_at)
       VALUES ('Old', $1, 'x', $2, $3) RETURNING id`,
      [account.email, account.trial ? new Date('2026-01-02T00:00:00Z') : null, new Date(Date.UTC(2026, 0, 1, 0, index))],
    );
    ids.push(String(row?.id));
  }

  await scratch.migrateToEnd();

  const claims = await scratch.query('SELECT mailbox, user_id FROM trial_claims ORDER BY mailbox');
  expect(claims).toEqual([
    { mailbox: 'adalovelace@gmail.com', user_id: ids[0] },
    { mailbox: 'g.race@example.com', user_id: ids[5] },
    { mailbox: 'grace@example.com', user_id: ids[3] },
  ]);
  // The SQL reads every address as the server's normaliser does.
  for (const claim of claims) {
    const holder = accounts[ids.indexOf(String(claim.user_id))];
    expect(normalizedMailbox(holder?.email ?? '')).toBe(claim.mailbox);
  }
  // Running again (a second instance starting) changes nothing.
  await scratch.migrateToEnd();
  expect(await scratch.query('SELECT mailbox, user_id FROM trial_claims ORDER BY mailbox')).toEqual(claims);
});
