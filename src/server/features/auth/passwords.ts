import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane); the library's default algorithm is Argon2id.
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

// Checked when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash.then((decoy) => verify(decoy, password));
}
