import { existsSync } from 'node:fs';
import { start } from './boot/start';

if (existsSync('.env')) process.loadEnvFile('.env');
await start();
