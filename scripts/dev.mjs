// `npm run dev`: the API server restarts on change (port 3001) and Vite serves the client with hot reload (port 3000).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
// On a terminal the server writes readable lines itself (src/server/http/logger.ts); piped, JSON lines.
const server = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});

const children = [
  server,
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode ??= code ?? 0;
  });
