// The reference for bench/health-vs-bare.ts: a bare Fastify 5 app (no plugins, no logger) with one
// route answering what GET /api/health answers. Prints its address once it listens.
// Usage: node bench/support/bare-fastify.mjs PORT
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log(address);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void app.close().then(() => process.exit(0)));
