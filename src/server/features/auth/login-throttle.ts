import { LOGIN_RATE_LIMIT } from '@shared/catalog/limits';
import { addressKey } from '../../http/client-address';
import { rateLimited } from '../../http/http-error';
import { unlessCountersUnavailable, type SharedCounters } from '../../providers/shared-counters/shared-counters';

/**
 * Failed sign-ins (LOGIN_RATE_LIMIT). Counting per account *and* address means a stranger's wrong
 * guesses lock only the stranger out. The per-account ceiling, far higher, stops many addresses
 * guessing one password, and the per-address one stops one address trying many accounts; strangers
 * can fill both, so neither refuses the owner: a browser or address the account signed in from
 * before (`isKnownClient`, which a stranger cannot forge: the browser's id is random and its own)
 * passes them. Each attempt counts as a failure before the password is checked, so parallel
 * guesses cannot slip past a limit together, and is taken back when it succeeds (or is refused):
 * only failures count.
 */
export function createLoginThrottle(counters: SharedCounters) {
  return {
    /** Counts the attempt, or refuses it with 429; `succeeded()` takes the count back. */
    async begin(email: string, ip: string, isKnownClient: () => Promise<boolean>): Promise<{ succeeded(): Promise<void> }> {
      const address = addressKey(ip);
      const pair = { key: `login-failures:account-address:${address}:${email}`, max: LOGIN_RATE_LIMIT.perAccountAndAddress };
      const ceilings = [
        { key: `login-failures:account:${email}`, max: LOGIN_RATE_LIMIT.perAccount },
        { key: `login-failures:address:${address}`, max: LOGIN_RATE_LIMIT.perAddress },
      ];
      const limits = [pair, ...ceilings];
      const takeBack = () =>
        unlessCountersUnavailable(async () => void (await Promise.all(limits.map(({ key }) => counters.unhit(key)))), undefined);
      const hits = await unlessCountersUnavailable(
        () => Promise.all(limits.map(({ key }) => counters.hit(key, LOGIN_RATE_LIMIT.windowMs))),
        null,
      );
      if (!hits) return { succeeded: takeBack };
      const [pairHit, ...ceilingHits] = hits;
      const overCeilings = ceilingHits.filter((hit, index) => hit.count > ceilings[index]!.max);
      let refusedBy = pairHit!.count > pair.max ? [pairHit!] : [];
      if (refusedBy.length === 0 && overCeilings.length > 0) {
        const known = await isKnownClient().catch(async (error: unknown) => {
          await takeBack();
          throw error;
        });
        if (!known) refusedBy = overCeilings;
      }
      if (refusedBy.length > 0) {
        await takeBack();
        throw rateLimited(Math.max(...refusedBy.map((hit) => hit.resetInMs)));
      }
      return { succeeded: takeBack };
    },
  };
}
