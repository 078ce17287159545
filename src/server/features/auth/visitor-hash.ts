import { createHash } from 'node:crypto';

/** A browser's visitor id is kept only as its SHA-256: enough to recognise the browser again, nothing more. */
export function hashVisitorId(visitorId: string): string {
  return createHash('sha256').update(visitorId).digest('hex');
}
