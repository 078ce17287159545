const KEY = 'visitorId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An anonymous id this browser made up for itself; the only thing page views know about a visitor.
 * One that is not an id this function made (storage changed by hand) is replaced, so no request
 * carrying it is refused.
 */
export function visitorId(): string {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored && UUID.test(stored)) return stored;
    const created = crypto.randomUUID();
    window.localStorage.setItem(KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
