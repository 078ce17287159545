// Gallery API latency with 100,000 images for one user (budget: p99 ≤ 25 ms, DESIGN.md §6).
// Usage: npx tsx bench/gallery.ts [pglite|postgres] [requests per case]
// postgres uses TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
// and a scratch database it drops afterwards. Each case sends its requests through the real route
// (app.inject: auth, validation, SQL, serialisation) after 20 warm-up requests.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { imageStyleIds } from '../src/shared/catalog/images';
import { createImageRepository } from '../src/server/features/images/repository';
import { mulberry32 } from '../src/server/lib/seeded-random';
import { authHeaders } from '../src/server/test/factories';
import { startBenchApp } from './support/bench-app';
import { percentile } from './support/percentile';

const driver = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const REQUESTS = Number(process.argv[3] ?? 300);
const IMAGES = 100_000;
const BATCH = 2_000;

const subjects = ['fox', 'castle', 'coffee shop', 'robot', 'mountain lake', 'city skyline', 'puppy', 'astronaut', 'dragon', 'beach'];
const details = ['at sunset', 'in the rain', 'under neon lights', 'in autumn', 'at night', 'in winter', 'from above', 'close up'];

async function main() {
  const { app, database, close } = await startBenchApp(driver);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench', email: `bench-${randomUUID()}@example.com`, password: 'bench password', confirmPassword: 'bench password' },
  });
  const session = registered.json();
  const headers = authHeaders(session);

  const random = mulberry32(100_000);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const images = createImageRepository(database.db);
  const loadStart = performance.now();
  const start = Date.now() - IMAGES * 60_000;
  for (let offset = 0; offset < IMAGES; offset += BATCH) {
    await images.insert(
      Array.from({ length: BATCH }, (_, index) => {
        const prompt = `A ${pick(subjects)} ${pick(details)} #${offset + index}`;
        return {
          userId: session.user.id,
          prompt,
          enhancedPrompt: `${prompt}, high quality`,
          style: pick(imageStyleIds),
          aspectRatio: '1:1',
          quality: 'standard',
          lighting: 'natural',
          composition: 'standard',
          colorPalette: 'natural',
          engine: 'offline-preview',
          width: 1024,
          height: 1024,
          seed: offset + index,
          fileKey: `images/00/${randomUUID()}.jpeg`,
          thumbnailKey: `images/00/${randomUUID()}-thumb.webp`,
          createdAt: new Date(start + (offset + index) * 60_000),
        };
      }),
    );
  }
  // PostgreSQL's autovacuum would have vacuumed after such a load; PGlite has no autovacuum.
  await database.db.execute(driver === 'postgres' ? sql`VACUUM ANALYZE generated_images` : sql`ANALYZE generated_images`);
  console.log(`${driver}: ${IMAGES} images loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

  const cases: Array<[string, string]> = [
    ['first page', '?page=1&limit=20'],
    ['page 50', '?page=50&limit=20'],
    ['search "coffee shop in the rain"', `?search=${encodeURIComponent('coffee shop in the rain')}`],
    ['search "#4242"', `?search=${encodeURIComponent('#4242')}`],
    ['search style "oil painting"', `?search=${encodeURIComponent('oil painting')}`],
  ];
  console.log('| case | p50 | p99 | total matches |');
  console.log('|---|---|---|---|');
  for (const [label, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < REQUESTS + 20; run += 1) {
      const began = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/images/gallery${query}`, headers });
      const took = performance.now() - began;
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      total = response.json().pagination.total;
      if (run >= 20) times.push(took);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${label} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 99).toFixed(1)} ms | ${total} |`);
  }
  await close();
}

await main();
