/**
 * What the server suites get for `@node-rs/argon2` (vitest.config.ts aliases it here): the real
 * package, with hashes made at the lowest cost unless a test asks for the production one.
 *
 * The product hashes with OWASP's Argon2id parameters (19 MiB, 2 passes): 50 ms of CPU per hash on
 * a quiet core, 200 ms at load 15, and the suites register thousands of accounts. A password hashed
 * cheaply is still an Argon2id hash checked by the real `verify` (which reads the cost from the
 * hash), so signing in, wrong passwords and password changes behave as in production. The tests
 * of the hashing itself (auth/register.test.ts) call `useProductionArgon2()` and see the product's
 * own parameters in the stored hash.
 */
import { createRequire } from 'node:module';
import type * as Argon2Module from '@node-rs/argon2';
import { afterAll, beforeAll } from 'vitest';

type Argon2 = typeof Argon2Module;

// Required by name through Node, which the alias does not touch: the real package.
const real = createRequire(import.meta.url)('@node-rs/argon2') as Argon2;

const cheap = { memoryCost: 64, timeCost: 1, parallelism: 1 } as const;
let production = false;

export const hash: Argon2['hash'] = (password, options, signal) =>
  real.hash(password, production ? options : { ...options, ...cheap }, signal);
export const hashSync: Argon2['hashSync'] = (password, options) => real.hashSync(password, production ? options : { ...options, ...cheap });
export const verify = real.verify;
export const verifySync = real.verifySync;
export const parseOptions = real.parseOptions;

/** For the test file: hashes are made with the parameters the product asks for (restored after the file). */
export function useProductionArgon2(): void {
  beforeAll(() => {
    production = true;
  });
  afterAll(() => {
    production = false;
  });
}
