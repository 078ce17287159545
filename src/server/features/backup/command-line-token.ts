import { createHmac, randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { sameSecret } from '../../lib/same-secret';

/**
 * `npm run backup` beside a running server cannot open the embedded database (the server holds
 * DATA_DIR's lock), so it asks the server for the archive with a token of its own: signed with the
 * deployment's signing secret (read from DATA_DIR, or AUTH_SECRET), valid for one minute, once, for
 * this one route and this one DATA_DIR. Whoever can sign one already holds the secret that signs
 * every session, so it grants nothing new.
 *
 * The key is derived from the secret for this purpose alone, and the token is no JWT: an access
 * token is never taken for a backup token, nor a backup token for an access token.
 */
const PREFIX = 'gsbackup1';
export const BACKUP_TOKEN_HEADER = 'x-backup-token';
export const BACKUP_TOKEN_TTL_MS = 60_000;

interface Claims {
  purpose: 'backup';
  /** The DATA_DIR the command backs up: a server on another one refuses (its archive would be the wrong one). */
  dataDir: string;
  expiresAt: number;
  nonce: string;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('genesis-studio backup token v1').digest();
const signatureOf = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(`${PREFIX}.${body}`).digest('base64url');

/** The same folder however it was named (relative, through a symbolic link). */
export function canonicalDataDir(dataDir: string): string {
  try {
    return realpathSync(dataDir);
  } catch {
    return dataDir;
  }
}

export function signBackupToken(secret: string, dataDir: string, now = Date.now()): string {
  const claims: Claims = {
    purpose: 'backup',
    dataDir: canonicalDataDir(dataDir),
    expiresAt: now + BACKUP_TOKEN_TTL_MS,
    nonce: randomBytes(16).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${body}.${signatureOf(secret, body)}`;
}

/** Checks tokens for one server: its secret and DATA_DIR; each token is taken once. */
export function createBackupTokenVerifier(secret: string, dataDir: string) {
  /** Nonces taken, until their token expires. */
  const used = new Map<string, number>();
  return (token: string, now = Date.now()): boolean => {
    const [prefix, body, signature, ...rest] = token.split('.');
    if (prefix !== PREFIX || !body || !signature || rest.length > 0) return false;
    if (!sameSecret(signature, signatureOf(secret, body))) return false;
    let claims: Partial<Claims>;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>;
    } catch {
      return false;
    }
    const { purpose, dataDir: claimedDir, expiresAt, nonce } = claims;
    if (purpose !== 'backup' || typeof nonce !== 'string' || typeof expiresAt !== 'number') return false;
    // Expired, or made to live longer than a command needs.
    if (expiresAt <= now || expiresAt > now + BACKUP_TOKEN_TTL_MS + 5_000) return false;
    // Resolved now: the folder may not have existed when the server started.
    if (claimedDir !== canonicalDataDir(dataDir)) return false;
    for (const [seen, until] of used) if (until <= now) used.delete(seen);
    if (used.has(nonce)) return false;
    used.set(nonce, expiresAt);
    return true;
  };
}
