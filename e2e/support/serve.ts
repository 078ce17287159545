// Starts the built server for the journeys on a fresh PostgreSQL database, dropped again on exit.
import { assertBuilt, dropDatabase, startAppServer } from './app-server';
import { e2eDatabase, e2ePort } from './database';
import { writeFakeMicrophoneSample } from './fake-microphone';

try {
  assertBuilt();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await writeFakeMicrophoneSample();
const server = await startAppServer({ port: e2ePort, database: e2eDatabase });

const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await dropDatabase(e2eDatabase).catch(() => {});
  process.exit(code ?? 0);
});
