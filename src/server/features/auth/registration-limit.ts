import { addressKey, addressMatcher } from '../../http/client-address';
import type { Config } from '../../config/config';
import { rateLimited } from '../../http/http-error';
import { unlessCountersUnavailable, type SharedCounters } from '../../providers/shared-counters/shared-counters';

/**
 * New accounts per client address (REGISTRATIONS_PER_ADDRESS per REGISTRATION_WINDOW_MINUTES), so
 * one address cannot farm accounts; addresses in REGISTRATION_LIMIT_EXEMPT (a test runner, an
 * office proxy) are not counted. Every attempt that reaches the service counts, taken e-mails too.
 */
export function createRegistrationLimit(counters: SharedCounters, settings: Config['registration']) {
  const exempt = addressMatcher(settings.exempt);
  return {
    async count(ip: string): Promise<void> {
      if (exempt(ip)) return;
      const hit = await unlessCountersUnavailable(() => counters.hit(`registrations:${addressKey(ip)}`, settings.windowMs), null);
      if (hit && hit.count > settings.perAddress) throw rateLimited(hit.resetInMs);
    },
  };
}
