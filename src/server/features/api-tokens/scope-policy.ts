import type { ApiTokenScope } from '@shared/contracts/api-tokens';

/**
 * Routes no API token may call, whatever its scopes: a token must not make tokens or change the
 * account behind it (profile, e-mail, password, sessions, export, deletion, plan and payouts).
 * Sessions also key on the sign-in session's id, which a token has none of. Nor webhooks: an
 * endpoint added with a leaked token would go on receiving the owner's events after it is revoked.
 */
const refusedPrefixes = ['/api/account', '/api/webhooks'];
const refusedRoutes = new Set([
  'POST /api/auth/verification',
  'POST /api/create-checkout-session',
  'POST /api/create-subscription-intent',
  'POST /api/create-donation-checkout',
  'POST /api/subscription/cancel',
  'POST /api/billing-portal',
  'POST /api/affiliate/create',
]);

/** Publishing: connecting and disconnecting channels, sending, scheduling and the calendar of publications. */
const publishPrefixes = ['/api/channels', '/api/publications', '/api/calendar'];
const publishRoutes = new Set(['POST /api/projects/:id/publications']);

const under = (route: string, prefix: string) => route === prefix || route.startsWith(`${prefix}/`);

/**
 * The scope a request needs of an API token, by its method and route pattern (`/api/projects/:id`),
 * or 'refused' for the routes above. Publishing needs `publish` for any method; otherwise a
 * GET or HEAD needs `read`, anything else `generate`.
 */
export function scopeFor(method: string, route: string): ApiTokenScope | 'refused' {
  const verb = method.toUpperCase();
  const key = `${verb} ${route}`;
  if (refusedRoutes.has(key) || refusedPrefixes.some((prefix) => under(route, prefix))) return 'refused';
  if (publishRoutes.has(key) || publishPrefixes.some((prefix) => under(route, prefix))) return 'publish';
  return verb === 'GET' || verb === 'HEAD' ? 'read' : 'generate';
}
