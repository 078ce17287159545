/**
 * Affiliate attribution in the browser (DESIGN.md §4): `?ref=CODE` on any page keeps the code for
 * REFERRAL_WINDOW_DAYS and counts the click; registering within the window carries the code.
 * main.tsx loads this module only when the address has `ref=` (and the register page with itself),
 * so the landing page's first download never carries it; it uses plain fetch, not the data layer.
 */
import { affiliateCodePattern, DAY_MS, REFERRAL_WINDOW_DAYS } from '@shared/catalog/affiliates';
import type { RecordClickInput, referralAttribution } from '@shared/contracts/affiliates';
import type { z } from 'zod';
import { visitorId } from '@/features/analytics';

/** Where the code of the last affiliate link this browser arrived through is kept. */
export const REFERRAL_STORAGE_KEY = 'genesis.referral';

export interface StoredReferral {
  code: string;
  /** When the link was opened, in epoch milliseconds. */
  capturedAt: number;
}

export type ReferralAttribution = z.infer<typeof referralAttribution>;

/** Keeps `code` (the latest link wins), starting its REFERRAL_WINDOW_DAYS window now. */
export function storeReferral(code: string, now = Date.now()): void {
  try {
    const stored: StoredReferral = { code, capturedAt: now };
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, quota): the visit simply is not attributed.
  }
}

/** The kept referral while its window lasts; an expired or unreadable one is removed. */
export function storedReferral(now = Date.now()): StoredReferral | null {
  try {
    const raw = window.localStorage.getItem(REFERRAL_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredReferral> | null;
    const valid = parsed && typeof parsed.code === 'string' && parsed.code !== '' && typeof parsed.capturedAt === 'number';
    if (valid && now - parsed.capturedAt! <= REFERRAL_WINDOW_DAYS * DAY_MS) {
      return { code: parsed.code!, capturedAt: parsed.capturedAt! };
    }
    window.localStorage.removeItem(REFERRAL_STORAGE_KEY);
    return null;
  } catch {
    return null;
  }
}

export function clearReferral(): void {
  try {
    window.localStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** What the register call carries when the visitor came through an affiliate link within the window. */
export function referralForSignup(now = Date.now()): ReferralAttribution | null {
  const referral = storedReferral(now);
  return referral ? { code: referral.code, visitorId: visitorId() } : null;
}

const LANDING_PATH_MAX_LENGTH = 500;

/** Stores the link's code and posts the click; resolves once the click is sent (never rejects). */
export async function captureReferral(location: Pick<Location, 'search' | 'pathname'> = window.location): Promise<void> {
  const code = new URLSearchParams(location.search).get('ref')?.trim();
  if (!code || !affiliateCodePattern.test(code)) return;
  storeReferral(code);
  const click: RecordClickInput = {
    code,
    visitorId: visitorId(),
    landingPath: location.pathname.slice(0, LANDING_PATH_MAX_LENGTH) || '/',
  };
  try {
    await fetch('/api/affiliate/click', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(click),
      credentials: 'include',
      keepalive: true,
    });
  } catch {
    // Counting the click never gets in the visitor's way.
  }
}
