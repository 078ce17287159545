import { createHash, randomBytes } from 'node:crypto';

/** An unguessable key: 32 random bytes, base64url (43 characters). */
export const randomKey = (): string => randomBytes(32).toString('base64url');

/** Whether `value` has a random key's form (a browser's cookie may hold anything). */
export const isRandomKey = (value: string | null | undefined): value is string => !!value && /^[A-Za-z0-9_-]{43}$/.test(value);

/** What is stored of a key: its SHA-256, base64url (also a PKCE S256 code challenge). */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');
