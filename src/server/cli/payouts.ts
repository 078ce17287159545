// The monthly affiliate payout run, for the operator:
//   npm run payouts -- --month 2026-10 [--out payouts-2026-10.csv] [--reference TEXT]
// Closes the month and records its payouts as paid at once (once: a second run for the same month
// pays nothing again and rewrites the same file), and writes the CSV to send to the payment service.
// The operator console (Affiliates) applies the same rules in two steps: close the month (payouts
// owed), then record each payout as paid with the payment service's reference.
// With the embedded database, stop the server first: one process at a time may have it open, and
// this run refuses (naming the server) while one does.
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { payoutCsv, runMonthlyPayouts } from '../features/affiliates';

if (existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const { values } = parseArgs({ options: { month: { type: 'string' }, out: { type: 'string' }, reference: { type: 'string' } } });
  if (!values.month) throw new ConfigError('Usage: npm run payouts -- --month YYYY-MM [--out file.csv] [--reference TEXT]');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const lines = await runMonthlyPayouts(database.db, {
      month: values.month,
      minimumCents: config.affiliates.payoutMinimumCents,
      holdDays: config.affiliates.holdDays,
      now: new Date(),
      ...(values.reference ? { reference: values.reference } : {}),
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
