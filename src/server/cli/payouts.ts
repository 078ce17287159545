// The monthly affiliate payout run, for the operator:
//   npm run payouts -- --month 2026-10 [--out payouts-2026-10.csv]
// Marks the month's approved commissions paid (once: a second run for the same month pays nothing
// again and rewrites the same file) and writes the CSV to send to the payment service.
// With the embedded database, stop the server first: one process at a time may have it open, and
// this run refuses (naming the server) while one does.
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { payoutCsv, runMonthlyPayouts } from '../features/affiliates';

if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const { values } = parseArgs({ options: { month: { type: 'string' }, out: { type: 'string' } } });
  if (!values.month) throw new ConfigError('Usage: npm run payouts -- --month YYYY-MM [--out file.csv]');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const lines = await runMonthlyPayouts(database.db, {
      month: values.month,
      minimumCents: config.affiliates.payoutMinimumCents,
      now: new Date(),
    });
    const out = values.out ?? `payouts-${values.month}.csv`;
    writeFileSync(out, payoutCsv(lines));
    const total = lines.reduce((sum, line) => sum + line.amountCents, 0) / 100;
    console.log(`${lines.length} payout(s), $${total.toFixed(2)} in all, written to ${out}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
