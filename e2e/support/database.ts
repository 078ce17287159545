import pg from 'pg';

/** The PostgreSQL server the journeys run on: TEST_DATABASE_URL, else this machine's default. */
export const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eDatabase = `genesis_e2e_${e2ePort}`;

export function databaseUrl(database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs SQL against the journeys' database (or `database`), e.g. to move a user's trial into the past. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>, database = e2eDatabase): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
