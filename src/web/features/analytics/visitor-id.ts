const KEY = 'visitorId';

/** An anonymous id this browser made up for itself; the only thing page views know about a visitor. */
export function visitorId(): string {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    window.localStorage.setItem(KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
