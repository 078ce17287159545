import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an address stays good: a page left open for a day still shows its posters and plays its clips. */
const LIFETIME_SECONDS = 24 * 60 * 60;
/** Expiries are rounded up to the hour, so an item's address stays the same for an hour and browsers cache it. */
const ROUNDING_SECONDS = 60 * 60;

export type MediaPart = 'file' | 'poster' | 'filmstrip';

/**
 * Addresses of a user's media files that work without the token (an <img> or <video> sends none):
 * signed with a key derived from the auth secret, naming the owner, the item, the part and when
 * the address stops working. Anyone holding one may read that one file until then, like the
 * unguessable /files addresses of the studio's own pictures and videos, but it expires.
 */
export function createMediaUrls(authSecret: string, now: () => Date) {
  const key = createHmac('sha256', authSecret).update('genesis-studio media addresses').digest();
  const signature = (owner: string, id: string, part: MediaPart, expires: number) =>
    createHmac('sha256', key).update(`${owner}/${id}/${part}/${expires}`).digest('base64url');

  return {
    url(owner: string, id: string, part: MediaPart): string {
      const seconds = Math.floor(now().getTime() / 1000) + LIFETIME_SECONDS;
      const expires = Math.ceil(seconds / ROUNDING_SECONDS) * ROUNDING_SECONDS;
      const query = new URLSearchParams({ owner, expires: String(expires), signature: signature(owner, id, part, expires) });
      return `/api/media/${id}/${part}?${query}`;
    },

    /** Whether the address was signed here for this owner, item and part, and has not expired. */
    valid(address: { owner: string; id: string; part: MediaPart; expires: number; signature: string }): boolean {
      if (address.expires * 1000 <= now().getTime()) return false;
      const expected = Buffer.from(signature(address.owner, address.id, address.part, address.expires));
      const given = Buffer.from(address.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type MediaUrls = ReturnType<typeof createMediaUrls>;
